// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportDialog.h"

#include "ChartWidget.h"
#include "QtAdapters.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace pl {

namespace {

const QString folderKey = QStringLiteral("exportFolder");
enum Format { Png, Svg, Csv };

} // namespace

ExportDialog::ExportDialog(const std::vector<ChartWidget*>& charts, const ChartData& chartData,
                           QWidget* parent)
    : QDialog(parent), m_charts(charts), m_data(chartData)
{
    setWindowTitle(tr("Export chart"));
    auto* form = new QFormLayout(this);
    m_chart = new QComboBox(this);
    for (ChartWidget* c : charts)
        m_chart->addItem(c->shownTitle());
    m_chart->setAccessibleName(tr("Chart"));
    form->addRow(tr("&Chart:"), m_chart);

    m_format = new QComboBox(this);
    m_format->addItem(tr("PNG image"));
    m_format->addItem(tr("SVG drawing"));
    m_format->addItem(tr("CSV data"));
    m_format->setAccessibleName(tr("Format"));
    form->addRow(tr("&Format:"), m_format);

    m_width = new QSpinBox(this);
    m_width->setRange(320, 7680);
    m_width->setSingleStep(160);
    m_width->setValue(defaultWidth);
    m_width->setSuffix(tr(" px"));
    m_width->setAccessibleName(tr("PNG width"));
    m_width->setToolTip(tr("1920 px fills a full-HD slide; text is scaled with the width"));
    form->addRow(tr("PNG &width:"), m_width);

    auto* folderRow = new QHBoxLayout();
    m_folder = new QLineEdit(QSettings().value(folderKey, QDir::homePath()).toString(), this);
    m_folder->setAccessibleName(tr("Folder"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export to folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("F&older:"), folderRow);

    m_name = new QLineEdit(this);
    m_name->setAccessibleName(tr("File name"));
    form->addRow(tr("File &name:"), m_name);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        bool ok = false;
        const QString message = write(&ok);
        if (ok) {
            QMessageBox::information(this, tr("Exported"), message);
            accept();
        } else {
            QMessageBox::warning(this, tr("Export failed"), message);
        }
    });
    connect(m_chart, &QComboBox::currentIndexChanged, this, &ExportDialog::suggestName);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this](int format) {
        m_width->setEnabled(format == Png);
        suggestName();
    });
    suggestName();
}

void ExportDialog::suggestName()
{
    if (m_chart->currentIndex() < 0)
        return;
    static const char* const extensions[] = {".png", ".svg", ".csv"};
    m_name->setText(toQString(m_charts[static_cast<std::size_t>(m_chart->currentIndex())]->spec().id) +
                    QLatin1String(extensions[m_format->currentIndex()]));
}

QString ExportDialog::write(bool* ok)
{
    *ok = false;
    if (m_chart->currentIndex() < 0)
        return tr("There is no chart to export.");
    if (m_name->text().trimmed().isEmpty())
        return tr("Give the file a name.");
    const QDir dir(m_folder->text());
    if (!dir.exists())
        return tr("The folder %1 does not exist.").arg(m_folder->text());
    ChartWidget* chart = m_charts[static_cast<std::size_t>(m_chart->currentIndex())];
    const QString path = dir.filePath(m_name->text().trimmed());
    QString error;
    QString what;
    switch (m_format->currentIndex()) {
    case Png: {
        error = chart->savePngAtWidth(path, m_width->value());
        const QSize size = QImageReader(path).size();
        what = tr("a PNG image of %1 × %2 px").arg(size.width()).arg(size.height());
        break;
    }
    case Svg:
        error = chart->saveSvg(path);
        what = tr("an SVG drawing");
        break;
    default:
        error = ChartWidget::saveCsv(chart->spec(), m_data, path);
        what = tr("the chart's data as CSV");
        break;
    }
    if (!error.isEmpty())
        return error;
    QSettings().setValue(folderKey, dir.absolutePath());
    *ok = true;
    return tr("Wrote %1 to %2").arg(what, QDir::toNativeSeparators(path));
}

} // namespace pl
