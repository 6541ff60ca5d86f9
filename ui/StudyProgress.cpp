// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudyProgress.h"

#include "StudyRunner.h"

#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

namespace pl {

StudyProgress::StudyProgress(StudyRunner* studies, QStatusBar* bar) : QObject(bar), m_studies(studies)
{
    m_progress = new QProgressBar(bar);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(260);
    m_progress->setAccessibleName(tr("Study progress"));
    m_cancel = new QToolButton(bar);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Cancel the background study"));
    connect(m_cancel, &QToolButton::clicked, studies, &StudyRunner::cancelAll);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    m_progress->setVisible(false);  // the status bar shows what it is given
    m_cancel->setVisible(false);
    connect(studies, &StudyRunner::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        m_cancel->setVisible(busy);
    });
}

void StudyProgress::update()
{
    if (!m_studies->busy())
        return;
    m_progress->setValue(static_cast<int>(1000 * m_studies->progress()));
    m_progress->setFormat(m_studies->description() + QStringLiteral(" %p%"));
}

} // namespace pl
