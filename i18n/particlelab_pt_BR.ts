<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;A teaching tool for particle-based physics and the numerical methods behind it: integrators, Taylor series, pendulums, springs and constraints, gases and SPH water.&lt;/p&gt;&lt;p&gt;Licence: %2 (GNU General Public License, version 3 or later)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Built with Qt %4 (running on Qt %5), Eigen, C++20.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ParticleLab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutPdf</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time t = %1 s · printed %2 · ParticleLab %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s settings, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyframeBudget</name>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasurementWords</name>
    <message numerus="yes">
        <source>%n rows</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … (%n rows)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>type a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type a number (in %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ParticleLab session or scene (*%1 *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This study will take about %1: %2.

Start it anyway? It can be cancelled at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
</context>
<context>
    <name>SpreadsheetExport</name>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements at the end of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameters of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the workbook %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add the sheet “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ParticleLab run at t = %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same numbers in (--export)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (report.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file name for the spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: no temporary folder (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl</name>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S or →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one step (one stage in step-through mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>←</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reset with the current parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>presentation mode on / off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+ / Ctrl− / Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text larger / smaller / default size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>focus back to the view; from the view, leave presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s text (the user guide when it has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next / previous control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo / redo a parameter change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open / save a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export everything to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zoom the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pan the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interact where the lesson allows (drag a bob, a particle…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click a chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save it as PNG or SVG, or its data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag to go back to any moment; change a parameter there and play to branch the run: the old future stays as a ghost and dashed curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a number field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digits are typed, Space still plays; once you type (&quot;0.2 s&quot;, &quot;0,2&quot;), Enter or Tab applies it and Esc drops it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a free-text field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letters and Space are text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters marked ↺</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply on reset; the others apply at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is all this run&apos;s: no other lesson is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is shared by the %n lessons opened: this run has %2; each lesson not on show keeps the keyframes it has, up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::ChartDrawing</name>
    <message>
        <source>%1 (before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed: the run before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::ChartPanel</name>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart shown in cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what this cell shows; double-click a chart to enlarge it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::ChartWidget</name>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the chart “%1” to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::DocumentExports</name>
    <message>
        <source>Export &amp;chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;view as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;report (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;all to folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s text, parameters, charts and measurements (and in student mode its questions) as a PDF to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to sprea&amp;dsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charts&apos; data, measurements and parameters as an Excel workbook (.xlsx) with a chart per sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export everything to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 files to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handout not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (1 page, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (%2 pages, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheet not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the workbook to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920 px fills a full-HD slide; text is scaled with the width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the file a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PNG image of %1 × %2 px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart&apos;s data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::ExportFileDialog</name>
    <message>
        <source>File to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::KeyboardHelp</name>
    <message>
        <source>Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These keys work wherever the focus is, also in a number field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and mouse gestures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key or gesture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::LammpsActions</name>
    <message>
        <source>Export to &amp;LAMMPS…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run LAMMPS on a deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import LAMMPS run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to LAMMPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson &apos;%1&apos; has no LAMMPS export: only lennard-jones and ideal-gas have one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to LAMMPS: folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to LAMMPS failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote in.particlelab and particlelab.data to %1.

Run it with:
  cd %1
  lmp -in in.particlelab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to LAMMPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

LAMMPS is not installed here (Debian: apt-get install lammps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

Run it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start LAMMPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run LAMMPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run LAMMPS: the folder with in.particlelab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPI processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS (lmp) is not installed (Debian: apt-get install lammps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2: export a lesson there first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no MPI launcher (mpirun or mpiexec) for %1 processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS is starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS: step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS: step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS run cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS stopped with exit code %1 (%2).

%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS finished in %1. Open the run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import LAMMPS run: trajectory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS dump (*.lammpstrj *.dump dump.*);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import LAMMPS run: log (Cancel for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS log (log.* *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the LAMMPS run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::LessonTextView</name>
    <message>
        <source>Lesson text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::MainWindow</name>
    <message>
        <source>ParticleLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older keyframes of the other lessons were thinned (Edit → Timeline memory budget).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run reached its end at t = %1 s. Press Play (Space) to run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause the simulation (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance one step, or one stage in step-through mode (S or →)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back one step, exactly (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the parameters (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Speed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the background study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline &amp;memory budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to use ParticleLab, with search (F1 when a lesson has no text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ParticleLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson &amp;text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again with these parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore every parameter to its default and reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ParticleLab — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — student mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student mode: the controls your teacher left open are shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::MeasurementsTable</name>
    <message>
        <source>Measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
report.json key: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::ParameterPanel</name>
    <message>
        <source>%1, slider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked by your teacher (student mode)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::PresentationMode</name>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfold the lesson list, text, parameters and measurements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::RecordDialog</name>
    <message>
        <source>Record video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;ffmpeg is not installed&lt;/b&gt;, so MP4 and GIF cannot be written. Record a numbered PNG sequence into a folder instead, or install the &lt;i&gt;ffmpeg&lt;/i&gt; package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File or folder to record to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File (.mp4, .gif) or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts beside the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::SceneView</name>
    <message>
        <source>Simulation view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to pan (right button), wheel to zoom, double-click to fit.
Left-click and drag to interact where the lesson allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ghost (faint): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::SessionActions</name>
    <message>
        <source>&amp;Open session or scene…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open s&amp;cene…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;scene…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save as scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson is not made of particles and links. Scenes can be saved from the springs, xpbd, soft-body and bouncing lessons and from scenes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the scene to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record video…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened: the run on show is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 (t = %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These runs are not saved:

%1

Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run of “%1” has changes that are not saved. Opening %2 replaces it.

Save the run first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>ParticleLab was not closed properly last time. It had saved %n run(s) automatically. Open them again?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Restore runs?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory for the keyframes of every lesson&apos;s run this sitting (MB), shared between the lessons opened: the lesson on show has at least half, each other keeps what it has up to an equal part of the rest. When a run&apos;s share is full, every other keyframe is dropped: going back then replays a little more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ffmpeg is not installed: give a folder to record a PNG sequence into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::Sitting</name>
    <message>
        <source>Simulation error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong while %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is locked in student mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be saved (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: no folder for it in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::StatusLine</name>
    <message>
        <source>Simulated time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  t = %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed parameters apply on reset — press R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  t = 0000.000 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::StudentPanel</name>
    <message>
        <source>&lt;b&gt;Student mode&lt;/b&gt; — some controls are locked or hidden by your teacher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ within tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ not within tolerance — look again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::StudyImageView</name>
    <message>
        <source>Study chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::TextScale</name>
    <message>
        <source>Text si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back (←): the exact state of the previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to go back to any moment of the run. Change a parameter there and play: the run branches, and the old future stays as a ghost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on show / end of the recorded run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs abandoned by changing something in the past: show one as a ghost, or drop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory the run&apos;s keyframes use, and this run&apos;s budget (click to change). Older keyframes are thinned when the budget is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 s of %2 s (replay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branches (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet: go back on the timeline, change a parameter, play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop this branch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pl::UserGuideWindow</name>
    <message>
        <source>ParticleLab — User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not part of the guide in the program; it is in the docs folder of ParticleLab&apos;s source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page has no section “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match for “%1” on this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
