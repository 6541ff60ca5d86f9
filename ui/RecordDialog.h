// SPDX-License-Identifier: GPL-3.0-or-later
// File → Record video…: where to, how long, how many frames per second, the size and whether the
// charts go beside the view. The choices are remembered (QSettings, group "recording") for the
// next recording and the next start ("charts beside" was forgotten).
#pragma once

#include "Recorder.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace pl {

class RecordDialog : public QDialog {
    Q_OBJECT
public:
    // `haveFfmpeg`: whether MP4 and GIF can be written (else a folder of PNGs).
    RecordDialog(bool haveFfmpeg, QWidget* parent = nullptr);

    // What the person chose (the theme is the caller's).
    RecordingOptions options() const;

    void accept() override;  // remembers the choices

private:
    QLineEdit* m_target = nullptr;
    QDoubleSpinBox* m_duration = nullptr;
    QSpinBox* m_fps = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QCheckBox* m_charts = nullptr;
};

} // namespace pl
