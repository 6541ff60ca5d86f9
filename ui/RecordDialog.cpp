// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace pl {

namespace {

QString recordingKey(const char* name) { return QStringLiteral("recording/") + QLatin1String(name); }

} // namespace

RecordDialog::RecordDialog(bool haveFfmpeg, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("recordDialog"));
    setWindowTitle(tr("Record video"));
    const QSettings settings;
    auto* form = new QFormLayout(this);
    if (!haveFfmpeg) {
        auto* note = new QLabel(tr("<b>ffmpeg is not installed</b>, so MP4 and GIF cannot be "
                                   "written. Record a numbered PNG sequence into a folder "
                                   "instead, or install the <i>ffmpeg</i> package."),
                                this);
        note->setWordWrap(true);
        form->addRow(note);
    }
    QString target = settings.value(recordingKey("target")).toString();
    // A remembered video file is no use without ffmpeg, nor a folder once it is installed.
    if (target.isEmpty() || haveFfmpeg != (recordingKind(target) != RecordingKind::PngSequence))
        target = haveFfmpeg ? QStringLiteral("run.mp4") : QStringLiteral("frames");
    m_target = new QLineEdit(target, this);
    m_target->setAccessibleName(tr("File or folder to record to"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this, haveFfmpeg] {
        const QString path = haveFfmpeg
            ? QFileDialog::getSaveFileName(this, tr("Record to"), m_target->text(),
                                           tr("MP4 video (*.mp4);;Animated GIF (*.gif)"))
            : QFileDialog::getExistingDirectory(this, tr("Folder for the PNG frames"));
        if (!path.isEmpty())
            m_target->setText(path);
    });
    auto* targetRow = new QHBoxLayout();
    targetRow->addWidget(m_target, 1);
    targetRow->addWidget(browse);
    form->addRow(tr("File (.mp4, .gif) or folder"), targetRow);
    m_duration = new QDoubleSpinBox(this);
    m_duration->setRange(0.1, 3600.0);
    m_duration->setValue(settings.value(recordingKey("duration"), 10.0).toDouble());
    m_duration->setSuffix(tr(" s simulated"));
    form->addRow(tr("Duration"), m_duration);
    m_fps = new QSpinBox(this);
    m_fps->setRange(1, 240);
    m_fps->setValue(settings.value(recordingKey("fps"), 30).toInt());
    form->addRow(tr("Frames per second"), m_fps);
    m_width = new QSpinBox(this);
    m_width->setRange(16, 7680);
    m_width->setValue(settings.value(recordingKey("width"), 1920).toInt());
    m_width->setAccessibleName(tr("Width (px)"));
    m_height = new QSpinBox(this);
    m_height->setRange(16, 4320);
    m_height->setValue(settings.value(recordingKey("height"), 1080).toInt());
    m_height->setAccessibleName(tr("Height (px)"));
    auto* sizeRow = new QHBoxLayout();
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    form->addRow(tr("Size (px)"), sizeRow);
    m_charts = new QCheckBox(tr("Charts beside the view"), this);
    m_charts->setObjectName(QStringLiteral("chartsBeside"));
    m_charts->setChecked(settings.value(recordingKey("chartsBeside"), false).toBool());
    form->addRow(m_charts);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

RecordingOptions RecordDialog::options() const
{
    RecordingOptions options;
    options.target = m_target->text().trimmed();
    options.fps = m_fps->value();
    options.size = QSize(m_width->value(), m_height->value());
    options.duration = m_duration->value();
    options.withCharts = m_charts->isChecked();
    return options;
}

void RecordDialog::accept()
{
    QSettings settings;
    settings.setValue(recordingKey("target"), m_target->text().trimmed());
    settings.setValue(recordingKey("duration"), m_duration->value());
    settings.setValue(recordingKey("fps"), m_fps->value());
    settings.setValue(recordingKey("width"), m_width->value());
    settings.setValue(recordingKey("height"), m_height->value());
    settings.setValue(recordingKey("chartsBeside"), m_charts->isChecked());
    QDialog::accept();
}

} // namespace pl
