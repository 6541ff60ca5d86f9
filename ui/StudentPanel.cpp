// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudentPanel.h"

#include "NumberField.h"
#include "QtAdapters.h"
#include "particle_scene/StudentMode.h"

#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace pl {

namespace {
// A student's answer, with or without the question's unit: "1.15", "1,15 s".
std::optional<double> parseNumber(const QString& text, const StudentQuestion& question)
{
    QString number = readTypedNumber(text, toQString(question.unit), QLocale()).number;
    number.replace(QLatin1Char(','), QLatin1Char('.'));  // "1,15" as many students type it
    bool ok = false;
    const double v = QLocale::c().toDouble(number, &ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}
} // namespace

StudentPanel::StudentPanel(const StudentSetup& setup, QString title, const LessonWords& words,
                           QWidget* parent)
    : QWidget(parent), m_setup(setup), m_title(std::move(title))
{
    auto* outer = new QVBoxLayout(this);
    auto* banner = new QLabel(tr("<b>Student mode</b> — some controls are locked or hidden by "
                                 "your teacher."),
                              this);
    banner->setWordWrap(true);
    banner->setStyleSheet(QStringLiteral("background:#fff3c4; padding:6px; border-radius:4px;"));
    outer->addWidget(banner);
    outer->addWidget(new QLabel(tr("Your name:"), this));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("studentName"));
    m_name->setAccessibleName(tr("Your name"));
    outer->addWidget(m_name);

    auto* list = new QWidget(this);
    auto* layout = new QVBoxLayout(list);
    for (int i = 0; i < static_cast<int>(m_setup.questions.size()); ++i) {
        const StudentQuestion& q = m_setup.questions[static_cast<std::size_t>(i)];
        auto* text = new QLabel(QStringLiteral("<b>%1.</b> %2").arg(i + 1).arg(words.text(q.text).toHtmlEscaped()), list);
        text->setWordWrap(true);
        layout->addWidget(text);
        auto* row = new QHBoxLayout();
        auto* answer = new QLineEdit(list);
        answer->setPlaceholderText(q.answer ? tr("a number") : tr("your answer"));
        answer->setAccessibleName(tr("Answer to question %1").arg(i + 1));
        row->addWidget(answer, 1);
        if (!q.unit.empty())
            row->addWidget(new QLabel(toQString(q.unit), list));
        if (q.answer) {
            auto* button = new QPushButton(tr("Check"), list);
            connect(button, &QPushButton::clicked, this, [this, i] { check(i); });
            connect(answer, &QLineEdit::returnPressed, this, [this, i] { check(i); });
            row->addWidget(button);
        }
        layout->addLayout(row);
        auto* verdict = new QLabel(list);
        layout->addWidget(verdict);
        m_answers.push_back(answer);
        m_verdicts.push_back(verdict);
    }
    layout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(list);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll, 1);

    auto* save = new QPushButton(tr("Save answers…"), this);
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save answers"), QStringLiteral("answers.csv"),
            tr("CSV table (*.csv);;JSON (*.json)"));
        if (path.isEmpty())
            return;
        if (const QString error = saveAnswers(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Cannot save"), error);
    });
    outer->addWidget(save);
}

void StudentPanel::answer(int index, const QString& text)
{
    m_answers[static_cast<std::size_t>(index)]->setText(text);
    check(index);
}

void StudentPanel::check(int index)
{
    const StudentQuestion& q = m_setup.questions[static_cast<std::size_t>(index)];
    QLabel* label = m_verdicts[static_cast<std::size_t>(index)];
    if (!q.answer)
        return;
    const auto given = parseNumber(m_answers[static_cast<std::size_t>(index)]->text(), q);
    if (!given) {
        label->setText(tr("Type a number."));
        label->setStyleSheet(QStringLiteral("color:#a05a00;"));
    } else if (isCorrect(q, *given)) {
        label->setText(tr("✓ within tolerance"));
        label->setStyleSheet(QStringLiteral("color:#1a7f37; font-weight:bold;"));
    } else {
        label->setText(tr("✗ not within tolerance — look again"));
        label->setStyleSheet(QStringLiteral("color:#c01e1e; font-weight:bold;"));
    }
    emit checked(index + 1, label->text());
}

QString StudentPanel::verdict(int index) const
{
    return m_verdicts[static_cast<std::size_t>(index)]->text();
}

QString StudentPanel::saveAnswers(const QString& path) const
{
    std::vector<StudentAnswer> answers;
    for (std::size_t i = 0; i < m_setup.questions.size(); ++i) {
        const StudentQuestion& q = m_setup.questions[i];
        StudentAnswer a{q.text, toStdString(m_answers[i]->text().trimmed()), std::nullopt};
        if (q.answer) {
            const auto given = parseNumber(m_answers[i]->text(), q);
            a.correct = given && isCorrect(q, *given);
        }
        answers.push_back(std::move(a));
    }
    const std::string name = toStdString(m_name->text().trimmed());
    const std::string text = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
                                 ? answersToJson(name, toStdString(m_title), answers)
                                 : answersToCsv(name, answers);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return tr("cannot write %1: %2").arg(path, file.errorString());
    file.write(QByteArray::fromStdString(text));
    return {};
}

} // namespace pl
