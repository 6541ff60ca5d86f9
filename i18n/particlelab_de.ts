<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;A teaching tool for particle-based physics and the numerical methods behind it: integrators, Taylor series, pendulums, springs and constraints, gases and SPH water.&lt;/p&gt;&lt;p&gt;Licence: %2 (GNU General Public License, version 3 or later)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Built with Qt %4 (running on Qt %5), Eigen, C++20.&lt;/p&gt;</source>
        <translation>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;Ein Lehrprogramm für teilchenbasierte Physik und die numerischen Verfahren dahinter: Integratoren, Taylorreihen, Pendel, Federn und Zwangsbedingungen, Gase und SPH-Wasser.&lt;/p&gt;&lt;p&gt;Lizenz: %2 (GNU General Public License, Version 3 oder später)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %4 (läuft unter Qt %5), Eigen, C++20.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About ParticleLab</source>
        <translation>Über ParticleLab</translation>
    </message>
</context>
<context>
    <name>HandoutPdf</name>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>bei t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time t = %1 s · printed %2 · ParticleLab %3</source>
        <translation>Simulierte Zeit t = %1 s · gedruckt am %2 · ParticleLab %3</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>The run&apos;s settings, %1.</source>
        <translation>Die Einstellungen des Laufs, %1.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
</context>
<context>
    <name>KeyframeBudget</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
</context>
<context>
    <name>MeasurementWords</name>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … (%n rows)</source>
        <translation>
            <numerusform> … (%n Zeile)</numerusform>
            <numerusform> … (%n Zeilen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>type a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <source>type a number (in %1)</source>
        <translation>Zahl eingeben (in %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation>„%1“ ist keine Zahl in %2</translation>
    </message>
    <message>
        <source>ParticleLab session or scene (*%1 *.json);;All files (*)</source>
        <translation>ParticleLab-Sitzung oder -Szene (*%1 *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This study will take about %1: %2.

Start it anyway? It can be cancelled at any time.</source>
        <translation>Diese Studie dauert etwa %1: %2.

Trotzdem starten? Sie kann jederzeit abgebrochen werden.</translation>
    </message>
    <message>
        <source>Long study</source>
        <translation>Lange Studie</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>SpreadsheetExport</name>
    <message>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Diagramm: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabelle: %1</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>Measurements at the end of the run</source>
        <translation>Messwerte am Ende des Laufs</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>The parameters of the run</source>
        <translation>Die Parameter des Laufs</translation>
    </message>
    <message>
        <source>cannot create the workbook %1</source>
        <translation>Arbeitsmappe %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>cannot add the sheet “%1”</source>
        <translation>Blatt „%1“ kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>ParticleLab run at t = %1 s</source>
        <translation>ParticleLab-Lauf bei t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>Simulierte Zeit</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert am</translation>
    </message>
    <message>
        <source>Same numbers in (--export)</source>
        <translation>Dieselben Zahlen in (--export)</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Id (report.json)</source>
        <translation>Id (report.json)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>no file name for the spreadsheet</source>
        <translation>kein Dateiname für die Tabelle</translation>
    </message>
    <message>
        <source>cannot write %1: no temporary folder (%2)</source>
        <translation>%1 kann nicht geschrieben werden: kein temporärer Ordner (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ViewDescription</name>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
</context>
<context>
    <name>pl</name>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation>Abspielen / Pause</translation>
    </message>
    <message>
        <source>S or →</source>
        <translation>S oder →</translation>
    </message>
    <message>
        <source>one step (one stage in step-through mode)</source>
        <translation>ein Schritt (eine Stufe im Einzelschrittmodus)</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>one step back</source>
        <translation>einen Schritt zurück</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>reset with the current parameters</source>
        <translation>Zurücksetzen mit den aktuellen Parametern</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>presentation mode on / off</source>
        <translation>Präsentationsmodus ein / aus</translation>
    </message>
    <message>
        <source>Ctrl+ / Ctrl− / Ctrl+0</source>
        <translation>Ctrl+ / Ctrl− / Ctrl+0</translation>
    </message>
    <message>
        <source>text larger / smaller / default size</source>
        <translation>Text größer / kleiner / Standardgröße</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>focus back to the view; from the view, leave presentation mode</source>
        <translation>Fokus zurück zur Ansicht; von der Ansicht aus: Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the lesson&apos;s text (the user guide when it has none)</source>
        <translation>der Text der Lektion (das Benutzerhandbuch, wenn sie keinen hat)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>next / previous control</source>
        <translation>nächstes / vorheriges Bedienelement</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo / redo a parameter change</source>
        <translation>Parameteränderung rückgängig machen / wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>open / save a session</source>
        <translation>Sitzung öffnen / speichern</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>export everything to a folder</source>
        <translation>alles in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>zoom the view</source>
        <translation>Ansicht zoomen</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>Ziehen mit rechter Maustaste</translation>
    </message>
    <message>
        <source>pan the view</source>
        <translation>Ansicht verschieben</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>fit the view</source>
        <translation>Ansicht einpassen</translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation>Ziehen mit linker Maustaste</translation>
    </message>
    <message>
        <source>interact where the lesson allows (drag a bob, a particle…)</source>
        <translation>eingreifen, wo die Lektion es erlaubt (einen Pendelkörper, ein Teilchen … ziehen)</translation>
    </message>
    <message>
        <source>Right-click a chart</source>
        <translation>Rechtsklick auf ein Diagramm</translation>
    </message>
    <message>
        <source>save it as PNG or SVG, or its data as CSV</source>
        <translation>als PNG oder SVG speichern, oder seine Daten als CSV</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>drag to go back to any moment; change a parameter there and play to branch the run: the old future stays as a ghost and dashed curves</source>
        <translation>ziehen, um zu einem beliebigen Zeitpunkt zurückzugehen; dort einen Parameter ändern und abspielen, um den Lauf zu verzweigen: die alte Zukunft bleibt als Geisterbild und gestrichelte Kurven erhalten</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>In a number field</source>
        <translation>In einem Zahlenfeld</translation>
    </message>
    <message>
        <source>digits are typed, Space still plays; once you type (&quot;0.2 s&quot;, &quot;0,2&quot;), Enter or Tab applies it and Esc drops it</source>
        <translation>Ziffern werden eingegeben, Space spielt weiter ab; sobald Sie tippen („0.2 s“, „0,2“), übernimmt Enter oder Tab den Wert, Esc verwirft ihn</translation>
    </message>
    <message>
        <source>In a free-text field</source>
        <translation>In einem Freitextfeld</translation>
    </message>
    <message>
        <source>letters and Space are text</source>
        <translation>Buchstaben und Space sind Text</translation>
    </message>
    <message>
        <source>Parameters marked ↺</source>
        <translation>Mit ↺ markierte Parameter</translation>
    </message>
    <message>
        <source>apply on reset; the others apply at once</source>
        <translation>gelten beim Zurücksetzen; die anderen sofort</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is all this run&apos;s: no other lesson is open.</source>
        <translation>Das Speicherbudget der Zeitleiste (%1) gehört ganz diesem Lauf: Keine andere Lektion ist geöffnet.</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is shared by the %n lessons opened: this run has %2; each lesson not on show keeps the keyframes it has, up to %3.</source>
        <translation>Das Speicherbudget der Zeitleiste (%1) teilen sich die %n geöffneten Lektionen: Dieser Lauf hat %2; jede nicht angezeigte Lektion behält ihre Schlüsselbilder, bis zu %3.</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>describe the view: said aloud with View → Speak, and to a screen reader</source>
        <translation>die Ansicht beschreiben: mit Ansicht → Vorlesen laut gesprochen, und für einen Bildschirmleser</translation>
    </message>
</context>
<context>
    <name>pl::Announcer</name>
    <message>
        <source>&amp;Describe the view</source>
        <translation>Ansicht &amp;beschreiben</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Durchsagen</translation>
    </message>
    <message>
        <source>ParticleLab says its notices aloud, and the view&apos;s description on request (D)</source>
        <translation>ParticleLab spricht seine Hinweise laut aus, und auf Wunsch die Beschreibung der Ansicht (D)</translation>
    </message>
    <message>
        <source>Say where the run is: the lesson&apos;s state, the time and the key measurements (D)</source>
        <translation>Sagen, wo der Lauf steht: der Zustand der Lektion, die Zeit und die wichtigsten Messwerte (D)</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Vorlesen</translation>
    </message>
</context>
<context>
    <name>pl::ChartDrawing</name>
    <message>
        <source>%1 (before)</source>
        <translation>%1 (vorher)</translation>
    </message>
    <message>
        <source>Dashed: the run before %1</source>
        <translation>Gestrichelt: der Lauf vor %1</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Diagramm: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>pl::ChartPanel</name>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Chart shown in cell %1</source>
        <translation>Diagramm in Feld %1</translation>
    </message>
    <message>
        <source>Choose what this cell shows; double-click a chart to enlarge it</source>
        <translation>Wählen Sie, was dieses Feld zeigt; Doppelklick auf ein Diagramm vergrößert es.</translation>
    </message>
</context>
<context>
    <name>pl::ChartWidget</name>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Als SVG speichern…</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Grafik (*.svg)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Daten als CSV speichern…</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>CSV-Daten (*.csv)</translation>
    </message>
    <message>
        <source>Saved the chart “%1” to %2</source>
        <translation>Diagramm „%1“ gespeichert in %2</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>Diagramm nicht gespeichert</translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation>Das Diagramm konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>pl::DocumentExports</name>
    <message>
        <source>Export &amp;chart…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;view as PNG…</source>
        <translation>&amp;Ansicht als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;report (JSON)…</source>
        <translation>Be&amp;richt exportieren (JSON)…</translation>
    </message>
    <message>
        <source>Export &amp;all to folder…</source>
        <translation>Alles in &amp;Ordner exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>Arbeitsblatt exportieren (&amp;PDF)…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, parameters, charts and measurements (and in student mode its questions) as a PDF to print</source>
        <translation>Text, Parameter, Diagramme und Messwerte der Lektion (im Schülermodus auch ihre Fragen) als PDF zum Ausdrucken.</translation>
    </message>
    <message>
        <source>Export to sprea&amp;dsheet…</source>
        <translation>In &amp;Tabellenkalkulation exportieren…</translation>
    </message>
    <message>
        <source>The charts&apos; data, measurements and parameters as an Excel workbook (.xlsx) with a chart per sheet</source>
        <translation>Die Daten der Diagramme, Messwerte und Parameter als Excel-Arbeitsmappe (.xlsx) mit einem Diagramm pro Blatt.</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export everything to folder</source>
        <translation>Alles in Ordner exportieren</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2</source>
        <translation>%1 Dateien nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export to spreadsheet</source>
        <translation>In Tabellenkalkulation exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Handout not written</source>
        <translation>Arbeitsblatt nicht geschrieben</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (1 page, %2)</source>
        <translation>Arbeitsblatt nach %1 geschrieben (1 Seite, %2)</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (%2 pages, %3)</source>
        <translation>Arbeitsblatt nach %1 geschrieben (%2 Seiten, %3)</translation>
    </message>
    <message>
        <source>Spreadsheet not written</source>
        <translation>Tabelle nicht geschrieben</translation>
    </message>
    <message>
        <source>Wrote the workbook to %1</source>
        <translation>Arbeitsmappe nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>pl::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Grafik</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>CSV-Daten</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation>PNG-Breite</translation>
    </message>
    <message>
        <source>1920 px fills a full-HD slide; text is scaled with the width</source>
        <translation>1920 px füllen eine Full-HD-Folie; der Text wird mit der Breite skaliert.</translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation>PNG-&amp;Breite:</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>Es gibt kein Diagramm zum Exportieren.</translation>
    </message>
    <message>
        <source>Give the file a name.</source>
        <translation>Geben Sie der Datei einen Namen.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>a PNG image of %1 × %2 px</source>
        <translation>ein PNG-Bild mit %1 × %2 px</translation>
    </message>
    <message>
        <source>an SVG drawing</source>
        <translation>eine SVG-Grafik</translation>
    </message>
    <message>
        <source>the chart&apos;s data as CSV</source>
        <translation>die Daten des Diagramms als CSV</translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation>%1 nach %2 geschrieben</translation>
    </message>
</context>
<context>
    <name>pl::ExportFileDialog</name>
    <message>
        <source>File to write</source>
        <translation>Zu schreibende Datei</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>US-Letter (8,5 × 11 Zoll)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
</context>
<context>
    <name>pl::KeyboardHelp</name>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
    <message>
        <source>These keys work wherever the focus is, also in a number field.</source>
        <translation>Diese Tasten funktionieren überall, wo der Fokus ist, auch in einem Zahlenfeld.</translation>
    </message>
    <message>
        <source>Keys and mouse gestures</source>
        <translation>Tasten und Mausgesten</translation>
    </message>
    <message>
        <source>Key or gesture</source>
        <translation>Taste oder Geste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>pl::LammpsActions</name>
    <message>
        <source>Export to &amp;LAMMPS…</source>
        <translation>Nach &amp;LAMMPS exportieren…</translation>
    </message>
    <message>
        <source>Run LAMMPS on a deck…</source>
        <translation>LAMMPS mit einer Eingabedatei ausführen…</translation>
    </message>
    <message>
        <source>&amp;Import LAMMPS run…</source>
        <translation>LAMMPS-Lauf &amp;importieren…</translation>
    </message>
    <message>
        <source>Export to LAMMPS</source>
        <translation>Nach LAMMPS exportieren</translation>
    </message>
    <message>
        <source>The lesson &apos;%1&apos; has no LAMMPS export: only lennard-jones and ideal-gas have one.</source>
        <translation>Die Lektion „%1“ hat keinen LAMMPS-Export: Nur lennard-jones und ideal-gas haben einen.</translation>
    </message>
    <message>
        <source>Export to LAMMPS: folder</source>
        <translation>Nach LAMMPS exportieren: Ordner</translation>
    </message>
    <message>
        <source>Export to LAMMPS failed</source>
        <translation>Export nach LAMMPS fehlgeschlagen</translation>
    </message>
    <message>
        <source>Wrote in.particlelab and particlelab.data to %1.

Run it with:
  cd %1
  lmp -in in.particlelab</source>
        <translation>in.particlelab und particlelab.data wurden nach %1 geschrieben.

Ausführen mit:
  cd %1
  lmp -in in.particlelab</translation>
    </message>
    <message>
        <source>Exported to LAMMPS</source>
        <translation>Nach LAMMPS exportiert</translation>
    </message>
    <message>
        <source>

LAMMPS is not installed here (Debian: apt-get install lammps).</source>
        <translation>

LAMMPS ist hier nicht installiert (Debian: apt-get install lammps).</translation>
    </message>
    <message>
        <source>

Run it now?</source>
        <translation>

Jetzt ausführen?</translation>
    </message>
    <message>
        <source>Cannot start LAMMPS</source>
        <translation>LAMMPS kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Run LAMMPS</source>
        <translation>LAMMPS ausführen</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1.</source>
        <translation>LAMMPS läuft bereits in %1.</translation>
    </message>
    <message>
        <source>Run LAMMPS: the folder with in.particlelab</source>
        <translation>LAMMPS ausführen: der Ordner mit in.particlelab</translation>
    </message>
    <message>
        <source>MPI processes:</source>
        <translation>MPI-Prozesse:</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1</source>
        <translation>LAMMPS läuft bereits in %1</translation>
    </message>
    <message>
        <source>LAMMPS (lmp) is not installed (Debian: apt-get install lammps)</source>
        <translation>LAMMPS (lmp) ist nicht installiert (Debian: apt-get install lammps)</translation>
    </message>
    <message>
        <source>%1 has no %2: export a lesson there first</source>
        <translation>%1 enthält kein %2: Exportieren Sie zuerst eine Lektion dorthin</translation>
    </message>
    <message>
        <source>no MPI launcher (mpirun or mpiexec) for %1 processes</source>
        <translation>kein MPI-Starter (mpirun oder mpiexec) für %1 Prozesse</translation>
    </message>
    <message>
        <source>LAMMPS is starting…</source>
        <translation>LAMMPS startet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>LAMMPS run</source>
        <translation>LAMMPS-Lauf</translation>
    </message>
    <message>
        <source>LAMMPS: step %1 of %2</source>
        <translation>LAMMPS: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>LAMMPS: step %1</source>
        <translation>LAMMPS: Schritt %1</translation>
    </message>
    <message>
        <source>LAMMPS run cancelled</source>
        <translation>LAMMPS-Lauf abgebrochen</translation>
    </message>
    <message>
        <source>LAMMPS failed</source>
        <translation>LAMMPS fehlgeschlagen</translation>
    </message>
    <message>
        <source>LAMMPS stopped with exit code %1 (%2).

%3</source>
        <translation>LAMMPS wurde mit Exit-Code %1 beendet (%2).

%3</translation>
    </message>
    <message>
        <source>LAMMPS finished</source>
        <translation>LAMMPS beendet</translation>
    </message>
    <message>
        <source>LAMMPS finished in %1. Open the run?</source>
        <translation>LAMMPS ist nach %1 fertig. Den Lauf öffnen?</translation>
    </message>
    <message>
        <source>Import LAMMPS run: trajectory</source>
        <translation>LAMMPS-Lauf importieren: Trajektorie</translation>
    </message>
    <message>
        <source>LAMMPS dump (*.lammpstrj *.dump dump.*);;All files (*)</source>
        <translation>LAMMPS-Dump (*.lammpstrj *.dump dump.*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import LAMMPS run: log (Cancel for none)</source>
        <translation>LAMMPS-Lauf importieren: Log (Abbrechen für keins)</translation>
    </message>
    <message>
        <source>LAMMPS log (log.* *.log);;All files (*)</source>
        <translation>LAMMPS-Log (log.* *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot import the LAMMPS run</source>
        <translation>Der LAMMPS-Lauf kann nicht importiert werden</translation>
    </message>
</context>
<context>
    <name>pl::LessonTextView</name>
    <message>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
</context>
<context>
    <name>pl::MainWindow</name>
    <message>
        <source>ParticleLab</source>
        <translation>ParticleLab</translation>
    </message>
    <message>
        <source>Older keyframes of the other lessons were thinned (Edit → Timeline memory budget).</source>
        <translation>Ältere Schlüsselbilder der anderen Lektionen wurden ausgedünnt (Bearbeiten → Speicherbudget der Zeitleiste).</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>The run reached its end at t = %1 s. Press Play (Space) to run it again.</source>
        <translation>Der Lauf hat sein Ende bei t = %1 s erreicht. Drücken Sie Abspielen (Space), um ihn erneut zu starten.</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Play / pause the simulation (Space)</source>
        <translation>Simulation abspielen / anhalten (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Advance one step, or one stage in step-through mode (S or →)</source>
        <translation>Einen Schritt weiter, oder eine Stufe im Einzelschrittmodus (S oder →)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Go back one step, exactly (←)</source>
        <translation>Genau einen Schritt zurückgehen (←)</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Start again from the parameters (R)</source>
        <translation>Neu starten mit den Parametern (R)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F11)</source>
        <translation>Vollbild mit großer Schrift für den Projektor (F11)</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second</source>
        <translation>Simulierte Sekunden pro Sekunde Echtzeit</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Timeline &amp;memory budget…</source>
        <translation>&amp;Speicherbudget der Zeitleiste…</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>How to use ParticleLab, with search (F1 when a lesson has no text)</source>
        <translation>So benutzen Sie ParticleLab, mit Suche (F1, wenn eine Lektion keinen Text hat).</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <source>&amp;About ParticleLab</source>
        <translation>&amp;Info zu ParticleLab</translation>
    </message>
    <message>
        <source>Lesson &amp;text</source>
        <translation>&amp;Lektionstext</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>About this lesson</source>
        <translation>Über diese Lektion</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>ParticleLab — %1</source>
        <translation>ParticleLab — %1</translation>
    </message>
</context>
<context>
    <name>pl::MeasurementsTable</name>
    <message>
        <source>Measurement</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1
report.json key: %2</source>
        <translation>%1
Schlüssel in report.json: %2</translation>
    </message>
</context>
<context>
    <name>pl::ParameterBox</name>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Reset (R)</source>
        <translation>Zurücksetzen (R)</translation>
    </message>
    <message>
        <source>Start again with these parameters</source>
        <translation>Mit diesen Parametern neu beginnen</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Restore every parameter to its default and reset</source>
        <translation>Alle Parameter auf ihren Standardwert setzen und neu beginnen</translation>
    </message>
</context>
<context>
    <name>pl::ParameterPanel</name>
    <message>
        <source>%1, slider</source>
        <translation>%1, Schieberegler</translation>
    </message>
    <message>
        <source>Locked by your teacher (student mode)</source>
        <translation>Von der Lehrkraft gesperrt (Schülermodus)</translation>
    </message>
</context>
<context>
    <name>pl::PresentationMode</name>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Unfold the lesson list, text, parameters and measurements</source>
        <translation>Lektionsliste, Text, Parameter und Messwerte aufklappen</translation>
    </message>
</context>
<context>
    <name>pl::RecordDialog</name>
    <message>
        <source>Record video</source>
        <translation>Video aufnehmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;ffmpeg is not installed&lt;/b&gt;, so MP4 and GIF cannot be written. Record a numbered PNG sequence into a folder instead, or install the &lt;i&gt;ffmpeg&lt;/i&gt; package.</source>
        <translation>&lt;b&gt;ffmpeg ist nicht installiert&lt;/b&gt;, daher können MP4 und GIF nicht geschrieben werden. Nehmen Sie stattdessen eine nummerierte PNG-Folge in einen Ordner auf, oder installieren Sie das Paket &lt;i&gt;ffmpeg&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>File or folder to record to</source>
        <translation>Datei oder Ordner für die Aufnahme</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Record to</source>
        <translation>Aufnehmen nach</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>MP4-Video (*.mp4);;Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>Ordner für die PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>File (.mp4, .gif) or folder</source>
        <translation>Datei (.mp4, .gif) oder Ordner</translation>
    </message>
    <message>
        <source> s simulated</source>
        <translation> s simuliert</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>Breite (px)</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>Höhe (px)</translation>
    </message>
    <message>
        <source>Size (px)</source>
        <translation>Größe (px)</translation>
    </message>
    <message>
        <source>Charts beside the view</source>
        <translation>Diagramme neben der Ansicht</translation>
    </message>
</context>
<context>
    <name>pl::SceneView</name>
    <message>
        <source>Simulation view</source>
        <translation>Simulationsansicht</translation>
    </message>
    <message>
        <source>Drag to pan (right button), wheel to zoom, double-click to fit.
Left-click and drag to interact where the lesson allows it.</source>
        <translation>Ziehen mit der rechten Maustaste verschiebt, Mausrad zoomt, Doppelklick passt ein.
Mit links klicken und ziehen, um einzugreifen, wo die Lektion es erlaubt.</translation>
    </message>
    <message>
        <source>ghost (faint): %1</source>
        <translation>Geisterbild (blass): %1</translation>
    </message>
</context>
<context>
    <name>pl::SessionActions</name>
    <message>
        <source>&amp;Open session or scene…</source>
        <translation>Sitzung oder Szene ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Open s&amp;cene…</source>
        <translation>Sz&amp;ene öffnen…</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Szene öffnen</translation>
    </message>
    <message>
        <source>Scene files (*.json)</source>
        <translation>Szenendateien (*.json)</translation>
    </message>
    <message>
        <source>Save as &amp;scene…</source>
        <translation>Als Szene spei&amp;chern…</translation>
    </message>
    <message>
        <source>Cannot save as scene</source>
        <translation>Speichern als Szene nicht möglich</translation>
    </message>
    <message>
        <source>This lesson is not made of particles and links. Scenes can be saved from the springs, xpbd, soft-body and bouncing lessons and from scenes.</source>
        <translation>Diese Lektion besteht nicht aus Teilchen und Verbindungen. Szenen lassen sich aus den Lektionen springs, xpbd, soft-body und bouncing sowie aus Szenen speichern.</translation>
    </message>
    <message>
        <source>Save as scene</source>
        <translation>Als Szene speichern</translation>
    </message>
    <message>
        <source>Saved the scene to %1</source>
        <translation>Szene gespeichert in %1</translation>
    </message>
    <message>
        <source>&amp;Record video…</source>
        <translation>&amp;Video aufnehmen…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 was not opened: the run on show is kept</source>
        <translation>%1 wurde nicht geöffnet: Der angezeigte Lauf bleibt erhalten</translation>
    </message>
    <message>
        <source>Opened %1 (t = %2 s)</source>
        <translation>%1 geöffnet (t = %2 s)</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Sitzung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>Die Szene kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Unsaved runs</source>
        <translation>Nicht gespeicherte Läufe</translation>
    </message>
    <message>
        <source>These runs are not saved:

%1

Save them before closing?</source>
        <translation>Diese Läufe sind nicht gespeichert:

%1

Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>The run of “%1” has changes that are not saved. Opening %2 replaces it.

Save the run first?</source>
        <translation>Der Lauf von „%1“ hat nicht gespeicherte Änderungen. Das Öffnen von %2 ersetzt ihn.

Den Lauf zuerst speichern?</translation>
    </message>
    <message>
        <source>Unsaved run</source>
        <translation>Nicht gespeicherter Lauf</translation>
    </message>
    <message numerus="yes">
        <source>ParticleLab was not closed properly last time. It had saved %n run(s) automatically. Open them again?</source>
        <translation>
            <numerusform>ParticleLab wurde beim letzten Mal nicht ordnungsgemäß beendet. Es hatte %n Lauf automatisch gespeichert. Wieder öffnen?</numerusform>
            <numerusform>ParticleLab wurde beim letzten Mal nicht ordnungsgemäß beendet. Es hatte %n Läufe automatisch gespeichert. Wieder öffnen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore runs?</source>
        <translation>Läufe wiederherstellen?</translation>
    </message>
    <message>
        <source>Timeline memory budget</source>
        <translation>Speicherbudget der Zeitleiste</translation>
    </message>
    <message>
        <source>Memory for the keyframes of every lesson&apos;s run this sitting (MB), shared between the lessons opened: the lesson on show has at least half, each other keeps what it has up to an equal part of the rest. When a run&apos;s share is full, every other keyframe is dropped: going back then replays a little more.</source>
        <translation>Speicher für die Schlüsselbilder der Läufe aller Lektionen in dieser Sitzung (MB), geteilt zwischen den geöffneten Lektionen: Die angezeigte Lektion erhält mindestens die Hälfte, jede andere behält, was sie hat, bis zu einem gleichen Anteil am Rest. Ist der Anteil eines Laufs voll, wird jedes zweite Schlüsselbild verworfen: Das Zurückgehen spielt dann etwas mehr erneut ab.</translation>
    </message>
    <message>
        <source>Cannot record</source>
        <translation>Aufnahme nicht möglich</translation>
    </message>
    <message>
        <source>ffmpeg is not installed: give a folder to record a PNG sequence into.</source>
        <translation>ffmpeg ist nicht installiert: Geben Sie einen Ordner an, in den eine PNG-Folge aufgenommen wird.</translation>
    </message>
    <message>
        <source>Recording failed</source>
        <translation>Aufnahme fehlgeschlagen</translation>
    </message>
    <message>
        <source>Recording %1…</source>
        <translation>Aufnahme nach %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation>%1 Bilder nach %2 aufgenommen</translation>
    </message>
</context>
<context>
    <name>pl::Sitting</name>
    <message>
        <source>Simulation error</source>
        <translation>Simulationsfehler</translation>
    </message>
    <message>
        <source>Something went wrong while %1: %2</source>
        <translation>Ein Fehler ist aufgetreten (%1): %2</translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation>Zurücksetzen nicht möglich</translation>
    </message>
    <message>
        <source>Invalid parameter</source>
        <translation>Ungültiger Parameter</translation>
    </message>
    <message>
        <source>%1 is locked in student mode.</source>
        <translation>%1 ist im Schülermodus gesperrt.</translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation>Keine Lektion geöffnet.</translation>
    </message>
    <message>
        <source>%1: cannot be saved (%2)</source>
        <translation>%1: kann nicht gespeichert werden (%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2)</source>
        <translation>%1: kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>Autosave failed: no folder for it in %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: kein Ordner dafür in %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>pl::StatusLine</name>
    <message>
        <source>Simulated time</source>
        <translation>Simulierte Zeit</translation>
    </message>
    <message>
        <source>  t = %1 s</source>
        <translation>  t = %1 s</translation>
    </message>
    <message>
        <source>Changed parameters apply on reset — press R</source>
        <translation>Geänderte Parameter gelten nach dem Zurücksetzen — R drücken</translation>
    </message>
    <message>
        <source>  t = 0000.000 s</source>
        <translation>  t = 0000.000 s</translation>
    </message>
</context>
<context>
    <name>pl::StudentModeView</name>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source> — student mode</source>
        <translation> — Schülermodus</translation>
    </message>
    <message>
        <source>Student mode: the controls your teacher left open are shown.</source>
        <translation>Schülermodus: Es werden die Bedienelemente gezeigt, die die Lehrkraft freigegeben hat.</translation>
    </message>
    <message>
        <source>Question %1: %2</source>
        <translation>Frage %1: %2</translation>
    </message>
</context>
<context>
    <name>pl::StudentPanel</name>
    <message>
        <source>&lt;b&gt;Student mode&lt;/b&gt; — some controls are locked or hidden by your teacher.</source>
        <translation>&lt;b&gt;Schülermodus&lt;/b&gt; — einige Bedienelemente hat die Lehrkraft gesperrt oder ausgeblendet.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Antworten speichern…</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>Antworten speichern</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV-Tabelle (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>Bitte eine Zahl eingeben.</translation>
    </message>
    <message>
        <source>✓ within tolerance</source>
        <translation>✓ innerhalb der Toleranz</translation>
    </message>
    <message>
        <source>✗ not within tolerance — look again</source>
        <translation>✗ nicht innerhalb der Toleranz — bitte noch einmal nachsehen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>pl::StudyImageView</name>
    <message>
        <source>Study chart: %1</source>
        <translation>Diagramm der Studie: %1</translation>
    </message>
</context>
<context>
    <name>pl::StudyProgress</name>
    <message>
        <source>Study progress</source>
        <translation>Fortschritt der Studie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the background study</source>
        <translation>Die Studie im Hintergrund abbrechen</translation>
    </message>
</context>
<context>
    <name>pl::TextScale</name>
    <message>
        <source>Text si&amp;ze</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Größer</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Kleiner</translation>
    </message>
    <message>
        <source>&amp;Default size</source>
        <translation>&amp;Standardgröße</translation>
    </message>
</context>
<context>
    <name>pl::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>One step back (←): the exact state of the previous step</source>
        <translation>Einen Schritt zurück (←): der exakte Zustand des vorherigen Schritts</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Time in the run</source>
        <translation>Zeit im Lauf</translation>
    </message>
    <message>
        <source>Drag to go back to any moment of the run. Change a parameter there and play: the run branches, and the old future stays as a ghost.</source>
        <translation>Ziehen, um zu einem beliebigen Zeitpunkt des Laufs zurückzugehen. Dort einen Parameter ändern und abspielen: Der Lauf verzweigt sich, und die alte Zukunft bleibt als Geisterbild erhalten.</translation>
    </message>
    <message>
        <source>Time on show / end of the recorded run</source>
        <translation>Angezeigte Zeit / Ende des aufgezeichneten Laufs</translation>
    </message>
    <message>
        <source>Branches</source>
        <translation>Verzweigungen</translation>
    </message>
    <message>
        <source>Runs abandoned by changing something in the past: show one as a ghost, or drop it</source>
        <translation>Läufe, die durch eine Änderung in der Vergangenheit verlassen wurden: einen als Geisterbild zeigen oder verwerfen.</translation>
    </message>
    <message>
        <source>Timeline memory</source>
        <translation>Speicher der Zeitleiste</translation>
    </message>
    <message>
        <source>Memory the run&apos;s keyframes use, and this run&apos;s budget (click to change). Older keyframes are thinned when the budget is reached.</source>
        <translation>Speicher, den die Schlüsselbilder des Laufs belegen, und das Budget dieses Laufs (zum Ändern klicken). Ältere Schlüsselbilder werden ausgedünnt, wenn das Budget erreicht ist.</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>t = %1 s of %2 s (replay)</source>
        <translation>t = %1 s von %2 s (Wiedergabe)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Branches (%1)</source>
        <translation>Verzweigungen (%1)</translation>
    </message>
    <message>
        <source>None yet: go back on the timeline, change a parameter, play</source>
        <translation>Noch keine: Auf der Zeitleiste zurückgehen, einen Parameter ändern, abspielen</translation>
    </message>
    <message>
        <source>Show as ghost</source>
        <translation>Als Geisterbild zeigen</translation>
    </message>
    <message>
        <source>Drop this branch</source>
        <translation>Diese Verzweigung verwerfen</translation>
    </message>
</context>
<context>
    <name>pl::UserGuideWindow</name>
    <message>
        <source>ParticleLab — User guide</source>
        <translation>ParticleLab — Benutzerhandbuch</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Zurück zur vorherigen Seite</translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation>Im Handbuch suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Nächster Treffer (Enter, F3)</translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation>Text des Benutzerhandbuchs</translation>
    </message>
    <message>
        <source>“%1” is not part of the guide in the program; it is in the docs folder of ParticleLab&apos;s source.</source>
        <translation>„%1“ ist nicht Teil des Handbuchs im Programm; es liegt im Ordner docs der Quellen von ParticleLab.</translation>
    </message>
    <message>
        <source>This page has no section “%1”.</source>
        <translation>Diese Seite hat keinen Abschnitt „%1“.</translation>
    </message>
    <message>
        <source>No match for “%1” on this page.</source>
        <translation>Kein Treffer für „%1“ auf dieser Seite.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 Treffer</translation>
    </message>
</context>
<context>
    <name>pl::Voice</name>
    <message>
        <source>No speech engine is installed, so ParticleLab stays silent. Installing qt6-speech-flite-plugin or speech-dispatcher gives it a voice; a screen reader reads the same notices.</source>
        <translation>Es ist keine Sprachausgabe installiert, daher bleibt ParticleLab stumm. Mit qt6-speech-flite-plugin oder speech-dispatcher bekommt es eine Stimme; ein Bildschirmleser liest dieselben Hinweise.</translation>
    </message>
    <message>
        <source>The speech engine failed, so ParticleLab stays silent.</source>
        <translation>Die Sprachausgabe ist ausgefallen, daher bleibt ParticleLab stumm.</translation>
    </message>
</context>
</TS>
