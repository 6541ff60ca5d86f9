// SPDX-License-Identifier: GPL-3.0-or-later
#include "AboutBox.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace pl {

QString aboutText()
{
    const QString address = QString::fromLatin1(projectWebAddress);
    return QCoreApplication::translate(
               "AboutBox",
               "<b>ParticleLab %1</b><p>A teaching tool for particle-based physics and the "
               "numerical methods behind it: integrators, Taylor series, pendulums, springs and "
               "constraints, gases and SPH water.</p>"
               "<p>Licence: %2 (GNU General Public License, version 3 or later)<br>"
               "Web: <a href=\"%3\">%3</a></p>"
               "<p>Built with Qt %4 (running on Qt %5), Eigen, C++20.</p>")
        .arg(QStringLiteral(PARTICLELAB_VERSION), QString::fromLatin1(projectLicence), address,
             QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

void showAbout(QWidget* parent)
{
    auto* box = new QMessageBox(QMessageBox::NoIcon,
                                QCoreApplication::translate("AboutBox", "About ParticleLab"),
                                aboutText(), QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setTextFormat(Qt::RichText);
    box->setTextInteractionFlags(Qt::TextBrowserInteraction);  // the address opens a browser
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace pl
