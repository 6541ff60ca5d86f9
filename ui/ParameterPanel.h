// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter form, generated from a lesson's parameter table: a slider and a spin box for
// numbers (log-scale sliders where the table says so), a combo box for a choice, check boxes for
// a multiple choice and for flags, a line edit for text. Tooltips give the description, the
// range with its unit and whether the change applies live or on reset.
#pragma once

#include "framework/Parameters.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <map>

class QFormLayout;
class QLabel;

namespace pl {

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget* parent = nullptr);

    // Builds the form for `table` showing `values`.
    void build(const std::vector<ParameterSpec>& table, const ParameterValues& values);
    // Shows `values` without emitting edited(). A slider the person is holding stays put.
    void display(const ParameterValues& values);
    // Called while edited() of a number field (its slider dragged, its value typed or stepped)
    // is being handled: shows `message` beside that field instead of a dialog (which would
    // interrupt a drag at every tick) and returns true; false when the edit came from another
    // editor.
    bool refuseEdit(const QString& message);
    // The message shown beside number field `id` (why an edit was refused); empty when none.
    QString problem(const QString& id) const;
    // Student mode: disables the editors of the parameters `locked` returns true for.
    void lock(const std::function<bool(const std::string&)>& locked);

signals:
    // The person changed parameter `id` to `text` (as the command line would spell it).
    void edited(const QString& id, const QString& text);

private:
    QWidget* makeEditor(const ParameterSpec& spec);
    // Emits edited() for number field `id`; false when the receiver refused it (refuseEdit).
    bool emitEdit(const QString& id, const QString& text);
    void showProblem(const QString& id, const QString& message);

    QFormLayout* m_form = nullptr;
    std::vector<ParameterSpec> m_table;
    ParameterValues m_shown;
    std::map<QString, QLabel*> m_problems;       // per number parameter id: why an edit was refused
    QString m_editing;                            // id of the number field whose edit is handled
    bool m_refused = false;                       // that edit was refused
    // Per parameter: how to show a value in its editors.
    std::map<std::string, std::function<void(const ParameterValues&)>> m_showers;
};

} // namespace pl
