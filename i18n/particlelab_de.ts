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
    <name>ChartDescription</name>
    <message numerus="yes">
        <source>%1: %n points, the last at x = %2: %3%4</source>
        <translation>
            <numerusform>%1: %n Punkte, der letzte bei x = %2: %3%4</numerusform>
            <numerusform>%1: %n Punkte, der letzte bei x = %2: %3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now at x = %2%3, y = %4%5</source>
        <translation>%1 jetzt bei x = %2%3, y = %4%5</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>gleichbleibend</translation>
    </message>
    <message>
        <source>rising</source>
        <translation>steigend</translation>
    </message>
    <message>
        <source>falling</source>
        <translation>fallend</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, as at the start</source>
        <translation>%1 %2, jetzt %3%4, wie am Anfang</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 above the start</source>
        <translation>%1 %2, jetzt %3%4, %5%4 über dem Anfangswert</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 below the start</source>
        <translation>%1 %2, jetzt %3%4, %5%4 unter dem Anfangswert</translation>
    </message>
    <message>
        <source>%1: one point, at x = %2: %3%4</source>
        <translation>%1: ein Punkt, bei x = %2: %3%4</translation>
    </message>
</context>
<context>
    <name>FileWriting</name>
    <message>
        <source>the data could not be written</source>
        <translation>die Daten konnten nicht geschrieben werden</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht geschrieben werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is empty</source>
        <translation>das Bild &apos;%1&apos; ist leer</translation>
    </message>
    <message>
        <source>frame rate %1 is outside 1 to 240 frames/s</source>
        <translation>die Bildrate %1 liegt nicht zwischen 1 und 240 Bildern/s</translation>
    </message>
    <message>
        <source>frame size %1×%2 is outside 16×16 to 7680×4320</source>
        <translation>die Bildgröße %1×%2 liegt nicht zwischen 16×16 und 7680×4320</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>ffmpeg is not installed, so %1 cannot be written (install the ffmpeg package, or record a PNG sequence into a folder instead)</source>
        <translation>ffmpeg ist nicht installiert, daher kann %1 nicht geschrieben werden (installieren Sie das Paket ffmpeg oder nehmen Sie stattdessen eine PNG-Bildfolge in einen Ordner auf)</translation>
    </message>
    <message>
        <source>cannot start %1</source>
        <translation>%1 kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>ffmpeg does not take more frames: %1</source>
        <translation>ffmpeg nimmt keine weiteren Bilder an: %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped: %1</source>
        <translation>ffmpeg wurde beendet: %1</translation>
    </message>
    <message>
        <source>ffmpeg could not write %1: %2</source>
        <translation>ffmpeg konnte %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>the export directory is empty</source>
        <translation>kein Exportordner angegeben</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is a file, not a directory</source>
        <translation>der Exportordner &apos;%1&apos; ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>cannot create export directory &apos;%1&apos;: %2</source>
        <translation>der Exportordner &apos;%1&apos; kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is not writable: %2</source>
        <translation>in den Exportordner &apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the lock file could not be created</source>
        <translation>die Sperrdatei konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is in use by another particlelab run (process %2); wait for it or choose another folder</source>
        <translation>der Exportordner &apos;%1&apos; wird gerade von einem anderen ParticleLab-Lauf benutzt (Prozess %2); warten Sie, bis er fertig ist, oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; cannot be locked for writing (%2)</source>
        <translation>der Exportordner &apos;%1&apos; kann nicht zum Schreiben gesperrt werden (%2)</translation>
    </message>
    <message>
        <source>cannot write into export directory &apos;%1&apos;: %2</source>
        <translation>in den Exportordner &apos;%1&apos; kann nicht geschrieben werden: %2</translation>
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
    <name>LocalNumbers</name>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
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
    <message>
        <source>Reduce &amp;motion</source>
        <translation>&amp;Bewegung reduzieren</translation>
    </message>
    <message>
        <source>Stop decorative animation (sliding panels and menus, a blinking cursor); the simulation still plays</source>
        <translation>Dekorative Animationen anhalten (gleitende Bereiche und Menüs, ein blinkender Cursor); die Simulation läuft weiter</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number here: decimals are written with a point, as in %2</source>
        <translation>„%1“ ist hier keine Zahl: Dezimalzahlen werden mit Punkt geschrieben, etwa %2</translation>
    </message>
</context>
<context>
    <name>QtAdapters</name>
    <message>
        <source>to the power</source>
        <translation>hoch</translation>
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
    <name>bouncing</name>
    <message>
        <source>Restitutions: give at least one value between 0 and 1, e.g. 0.9,0.8,0.6.</source>
        <translation>Stoßzahlen: mindestens einen Wert zwischen 0 und 1 angeben, z. B. 0.9,0.8,0.6.</translation>
    </message>
    <message>
        <source>Restitutions: at most 8 balls.</source>
        <translation>Stoßzahlen: höchstens 8 Bälle.</translation>
    </message>
    <message>
        <source>Restitutions r</source>
        <translation>Stoßzahlen r</translation>
    </message>
    <message>
        <source>One ball per value (0 … 1), comma-separated, on the floor and on the tilted plane.</source>
        <translation>Ein Ball pro Wert (0 … 1), durch Komma getrennt, auf dem Boden und auf der schiefen Ebene.</translation>
    </message>
    <message>
        <source>Drop height h</source>
        <translation>Fallhöhe h</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of each floor ball at t = 0.</source>
        <translation>Abstand zwischen dem Boden und der Unterseite jedes Bodenballs bei t = 0.</translation>
    </message>
    <message>
        <source>Plane tilt θ</source>
        <translation>Neigung der Ebene θ</translation>
    </message>
    <message>
        <source>Angle of the tilted plane to the floor.</source>
        <translation>Winkel der schiefen Ebene zum Boden.</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>Reibung μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of floor and plane.</source>
        <translation>Coulomb-Reibungszahl von Boden und Ebene.</translation>
    </message>
    <message>
        <source>Ball radius</source>
        <translation>Ballradius</translation>
    </message>
    <message>
        <source>Radius of every ball.</source>
        <translation>Radius jedes Balls.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Frame step of symplectic Euler; split into the substeps.</source>
        <translation>Bildschritt des symplektischen Euler-Verfahrens; in die Teilschritte zerlegt.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Teilschritte</translation>
    </message>
    <message>
        <source>Substeps per frame: contacts are resolved in each.</source>
        <translation>Teilschritte pro Bild: In jedem werden die Kontakte aufgelöst.</translation>
    </message>
    <message>
        <source>Height of successive bounces (floor balls)</source>
        <translation>Höhe aufeinanderfolgender Sprünge (Bodenbälle)</translation>
    </message>
    <message>
        <source>bounce n</source>
        <translation>Sprung n</translation>
    </message>
    <message>
        <source>bounce height h_n</source>
        <translation>Sprunghöhe h_n</translation>
    </message>
    <message>
        <source>Energy of all balls</source>
        <translation>Energie aller Bälle</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Kinetisch</translation>
    </message>
    <message>
        <source>Gravitational</source>
        <translation>Lageenergie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Mean ratio of successive bounce heights h_{n+1}/h_n</source>
        <translation>Mittleres Verhältnis aufeinanderfolgender Sprunghöhen h_{n+1}/h_n</translation>
    </message>
    <message>
        <source>Expected ratio r²</source>
        <translation>Erwartetes Verhältnis r²</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Lageenergie (0 bei y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Gesamtenergie</translation>
    </message>
    <message>
        <source>Expected first bounce h r² (dashed)</source>
        <translation>Erwarteter erster Sprung h r² (gestrichelt)</translation>
    </message>
    <message>
        <source>Bouncing balls</source>
        <translation>Springende Bälle</translation>
    </message>
    <message>
        <source>Saved from the bouncing lesson: the balls above the floor. A scene&apos;s wall has one restitution for every ball.</source>
        <translation>Aus der Lektion „Springende Bälle“ gespeichert: die Bälle über dem Boden. Eine Wand einer Szene hat eine Stoßzahl für alle Bälle.</translation>
    </message>
    <message>
        <source>Bouncing balls: restitution and friction</source>
        <translation>Springende Bälle: Stoßzahl und Reibung</translation>
    </message>
    <message>
        <source>Balls of different restitution bounce to heights h·r²ⁿ on a floor and a tilted plane.</source>
        <translation>Bälle mit verschiedener Stoßzahl springen auf einem Boden und einer schiefen Ebene bis zu den Höhen h·r²ⁿ.</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s   plane tilt %3°</source>
        <translation>t = %1   Δt = %2 s   Neigung der Ebene %3°</translation>
    </message>
    <message>
        <source>Measured, %1</source>
        <translation>Gemessen, %1</translation>
    </message>
    <message>
        <source>h r²ⁿ, %1</source>
        <translation>h r²ⁿ, %1</translation>
    </message>
    <message>
        <source>Bouncing balls: the run diverged at t = %1 s.</source>
        <translation>Springende Bälle: der Lauf divergierte bei t = %1 s.</translation>
    </message>
    <message>
        <source>No balls on the floor.</source>
        <translation>Keine Bälle auf dem Boden.</translation>
    </message>
    <message>
        <source>Ball of restitution %1: %2 m above the floor, bounces so far %3; total energy %4 J.</source>
        <translation>Ball mit Stoßzahl %1: %2 m über dem Boden, bisherige Aufpraller %3; Gesamtenergie %4 J.</translation>
    </message>
    <message numerus="yes">
        <source>%n balls. Restitution %1: %2 m above the floor, bounces so far %3; restitution %4: %5 m above the floor, bounces so far %6. Total energy %7 J.</source>
        <translation>
            <numerusform>%n Bälle. Stoßzahl %1: %2 m über dem Boden, bisherige Aufpraller %3; Stoßzahl %4: %5 m über dem Boden, bisherige Aufpraller %6. Gesamtenergie %7 J.</numerusform>
            <numerusform>%n Bälle. Stoßzahl %1: %2 m über dem Boden, bisherige Aufpraller %3; Stoßzahl %4: %5 m über dem Boden, bisherige Aufpraller %6. Gesamtenergie %7 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>no bounce yet for %1</source>
        <translation>noch kein Aufprall bei %1</translation>
    </message>
    <message>
        <source>the run diverged at t = %1 s</source>
        <translation>der Lauf divergierte bei t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower Δt.</source>
        <translation>Die Simulation divergierte bei t = %1 s: Δt verkleinern.</translation>
    </message>
    <message>
        <source>Restitutions: &quot;%1&quot; is not a number between 0 and 1.</source>
        <translation>Stoßzahlen: „%1“ ist keine Zahl zwischen 0 und 1.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>die Zeit muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the state must have the bounces of %1 balls</source>
        <translation>der Zustand muss die Aufpralle von %1 Bällen enthalten</translation>
    </message>
    <message>
        <source>a ball&apos;s bounce heights must be finite numbers, starting with its drop height</source>
        <translation>die Sprunghöhen eines Balls müssen endliche Zahlen sein, beginnend mit seiner Fallhöhe</translation>
    </message>
    <message>
        <source>a ball&apos;s mass is not the mass every ball has</source>
        <translation>die Masse eines Balls ist nicht die Masse, die jeder Ball hat</translation>
    </message>
</context>
<context>
    <name>brownian</name>
    <message>
        <source>Small disks</source>
        <translation>Kleine Scheiben</translation>
    </message>
    <message>
        <source>Number of small disks (radius 0.5 m, mass 1 kg).</source>
        <translation>Anzahl der kleinen Scheiben (Radius 0,5 m, Masse 1 kg).</translation>
    </message>
    <message>
        <source>Big disk radius R</source>
        <translation>Radius der großen Scheibe R</translation>
    </message>
    <message>
        <source>Radius of the Brownian disk.</source>
        <translation>Radius der Brownschen Scheibe.</translation>
    </message>
    <message>
        <source>Big disk mass M</source>
        <translation>Masse der großen Scheibe M</translation>
    </message>
    <message>
        <source>Mass of the Brownian disk.</source>
        <translation>Masse der Brownschen Scheibe.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatur kT</translation>
    </message>
    <message>
        <source>kT of the small disks.</source>
        <translation>kT der kleinen Scheiben.</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Seitenlänge der Box</translation>
    </message>
    <message>
        <source>Side of the square box.</source>
        <translation>Seitenlänge der quadratischen Box.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Gas of small disks</source>
        <translation>Gas aus kleinen Scheiben</translation>
    </message>
    <message>
        <source>Langevin equation (big disk alone)</source>
        <translation>Langevin-Gleichung (große Scheibe allein)</translation>
    </message>
    <message>
        <source>Simulate every small disk, or only their average effect.</source>
        <translation>Jede kleine Scheibe simulieren oder nur ihre mittlere Wirkung.</translation>
    </message>
    <message>
        <source>Mean squared displacement of the big disk</source>
        <translation>Mittlere quadratische Verschiebung der großen Scheibe</translation>
    </message>
    <message>
        <source>lag time t</source>
        <translation>Verzögerungszeit t</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Fit, long times</source>
        <translation>Anpassung, lange Zeiten</translation>
    </message>
    <message>
        <source>Langevin</source>
        <translation>Langevin</translation>
    </message>
    <message>
        <source>Big disk position</source>
        <translation>Position der großen Scheibe</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Diffusion coefficient D (fit of MSD = 4Dt)</source>
        <translation>Diffusionskoeffizient D (Anpassung von MSD = 4Dt)</translation>
    </message>
    <message>
        <source>R² of the MSD fit</source>
        <translation>R² der MSD-Anpassung</translation>
    </message>
    <message>
        <source>Kinetic theory D = kT/γ</source>
        <translation>Kinetische Theorie D = kT/γ</translation>
    </message>
    <message>
        <source>Friction γ = n R √(8π m kT)</source>
        <translation>Reibung γ = n R √(8π m kT)</translation>
    </message>
    <message>
        <source>Momentum relaxation time M/γ</source>
        <translation>Impulsrelaxationszeit M/γ</translation>
    </message>
    <message>
        <source>Brownian disk</source>
        <translation>Brownsche Scheibe</translation>
    </message>
    <message>
        <source>Langevin mode: gas replaced by −γv + noise</source>
        <translation>Langevin-Modus: Gas ersetzt durch −γv + Rauschen</translation>
    </message>
    <message>
        <source>Brownian motion: a heavy disk in a gas</source>
        <translation>Brownsche Bewegung: eine schwere Scheibe in einem Gas</translation>
    </message>
    <message>
        <source>A big disk kicked by many small ones wanders; its mean squared displacement grows linearly in time, MSD = 4Dt.</source>
        <translation>Eine große Scheibe, von vielen kleinen angestoßen, wandert umher; ihre mittlere quadratische Verschiebung wächst linear mit der Zeit, MSD = 4Dt.</translation>
    </message>
    <message>
        <source>MSD</source>
        <translation>MSD</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s</source>
        <translation>t = %1 s   kinetische Theorie D = kT/γ = %2 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box</source>
        <translation>t = %1 s   kinetische Theorie D = kT/γ = %2 m²/s   Ansicht: %3 m der %4-m-Box</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   fitted D = %5 m²/s</source>
        <translation>t = %1 s   kinetische Theorie D = kT/γ = %2 m²/s   angepasst D = %5 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box   fitted D = %5 m²/s</source>
        <translation>t = %1 s   kinetische Theorie D = kT/γ = %2 m²/s   Ansicht: %3 m der %4-m-Box   angepasst D = %5 m²/s</translation>
    </message>
    <message>
        <source>Brownian disk: the run diverged at t = %1 s.</source>
        <translation>Brownsche Scheibe: der Lauf divergierte bei t = %1 s.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started; kinetic theory gives D = %2 m²/s. No mean squared displacement yet.</source>
        <translation>Die große Scheibe ist %1 m von ihrem Startpunkt entfernt; die kinetische Theorie gibt D = %2 m²/s. Noch keine mittlere quadratische Verschiebung.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started. Mean squared displacement %2 m² at a lag of %3 s, against 4Dt = %4 m² with kinetic theory&apos;s D = %5 m²/s.</source>
        <translation>Die große Scheibe ist %1 m von ihrem Startpunkt entfernt. Mittlere quadratische Verschiebung %2 m² bei einem Zeitversatz von %3 s, gegenüber 4Dt = %4 m² mit dem D der kinetischen Theorie = %5 m²/s.</translation>
    </message>
    <message>
        <source>parameters &apos;big_radius&apos; and &apos;box_size&apos;: the big disk (diameter %1 m) must be smaller than half the box side (%2 m).</source>
        <translation>Parameter &apos;big_radius&apos; und &apos;box_size&apos;: Die große Scheibe (Durchmesser %1 m) muss kleiner sein als die halbe Kastenseite (%2 m).</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;box_size&apos;: the small disks do not fit: %1 disks of diameter 1 m in a %2 m box. Use fewer disks or a larger box.</source>
        <translation>Parameter &apos;count&apos; und &apos;box_size&apos;: Die kleinen Scheiben passen nicht: %1 Scheiben mit 1 m Durchmesser in einem Kasten von %2 m. Weniger Scheiben oder einen größeren Kasten wählen.</translation>
    </message>
    <message>
        <source>fit over lag times %1 … %2 s, R² = %3</source>
        <translation>Anpassung über die Verzögerungszeiten %1 … %2 s, R² = %3</translation>
    </message>
    <message>
        <source>the run is still too short: the fit starts at lag %1 s and needs a run four times as long as its lags</source>
        <translation>der Lauf ist noch zu kurz: Die Anpassung beginnt bei der Verzögerung %1 s und braucht einen Lauf, der viermal so lang ist wie ihre Verzögerungen</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a position or velocity is no longer finite. Reset.</source>
        <translation>Die Simulation divergierte bei t = %1 s: Eine Position oder Geschwindigkeit ist nicht mehr endlich. Zurücksetzen.</translation>
    </message>
    <message>
        <source>the state has %1 disks where the parameters place %2</source>
        <translation>der Zustand hat %1 Scheiben, wo die Parameter %2 vorsehen</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>Zeit und Schrittzahl müssen endliche Zahlen ≥ 0 sein</translation>
    </message>
    <message>
        <source>the sampling of the mean squared displacement is damaged</source>
        <translation>die Abtastung der mittleren quadratischen Verschiebung ist beschädigt</translation>
    </message>
    <message>
        <source>the big disk&apos;s position, velocity or path is not finite</source>
        <translation>Ort, Geschwindigkeit oder Bahn der großen Scheibe sind nicht endlich</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the next sample is not due within one sampling interval</source>
        <translation>die nächste Abtastung ist nicht innerhalb eines Abtastintervalls fällig</translation>
    </message>
    <message>
        <source>the sums of the mean squared displacement are not finite numbers ≥ 0</source>
        <translation>die Summen der mittleren quadratischen Verschiebung sind keine endlichen Zahlen ≥ 0</translation>
    </message>
    <message>
        <source>a lag time or mean squared displacement is not a finite number ≥ 0</source>
        <translation>eine Verzögerungszeit oder mittlere quadratische Verschiebung ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <source>the fit of the mean squared displacement is not a finite line</source>
        <translation>die Ausgleichsgerade der mittleren quadratischen Verschiebung ist keine endliche Gerade</translation>
    </message>
</context>
<context>
    <name>double-pendulum</name>
    <message>
        <source>Implicit midpoint on (θ, p) (symplectic)</source>
        <translation>Implizite Mittelpunktregel auf (θ, p) (symplektisch)</translation>
    </message>
    <message>
        <source>Mass m₁</source>
        <translation>Masse m₁</translation>
    </message>
    <message>
        <source>Mass of the upper bob.</source>
        <translation>Masse des oberen Pendelkörpers.</translation>
    </message>
    <message>
        <source>Mass m₂</source>
        <translation>Masse m₂</translation>
    </message>
    <message>
        <source>Mass of the lower bob.</source>
        <translation>Masse des unteren Pendelkörpers.</translation>
    </message>
    <message>
        <source>Length L₁</source>
        <translation>Länge L₁</translation>
    </message>
    <message>
        <source>Rod from the pivot to the upper bob.</source>
        <translation>Stab vom Aufhängepunkt zum oberen Pendelkörper.</translation>
    </message>
    <message>
        <source>Length L₂</source>
        <translation>Länge L₂</translation>
    </message>
    <message>
        <source>Rod from the upper to the lower bob.</source>
        <translation>Stab vom oberen zum unteren Pendelkörper.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Schwerebeschleunigung g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Fallbeschleunigung.</translation>
    </message>
    <message>
        <source>Initial angle θ₁</source>
        <translation>Anfangswinkel θ₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angle from the downward vertical (drag the upper bob).</source>
        <translation>Winkel des oberen Stabs zur nach unten weisenden Senkrechten (den oberen Pendelkörper ziehen).</translation>
    </message>
    <message>
        <source>Initial angle θ₂</source>
        <translation>Anfangswinkel θ₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angle from the downward vertical (drag the lower bob).</source>
        <translation>Winkel des unteren Stabs zur nach unten weisenden Senkrechten (den unteren Pendelkörper ziehen).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₁</source>
        <translation>Anfangswinkelgeschwindigkeit ω₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angular velocity at t = 0.</source>
        <translation>Winkelgeschwindigkeit des oberen Stabs bei t = 0.</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₂</source>
        <translation>Anfangswinkelgeschwindigkeit ω₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angular velocity at t = 0.</source>
        <translation>Winkelgeschwindigkeit des unteren Stabs bei t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrator</translation>
    </message>
    <message>
        <source>Time integrator of every copy.</source>
        <translation>Zeitintegrator jeder Kopie.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Schrittweite des Integrators. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Pendulums started with θ₁ differing by δ from one to the next.</source>
        <translation>Pendel, deren Anfangswinkel θ₁ sich von einem zum nächsten um δ unterscheidet.</translation>
    </message>
    <message>
        <source>Offset δ</source>
        <translation>Versatz δ</translation>
    </message>
    <message>
        <source>Difference in the starting θ₁ between neighbouring copies.</source>
        <translation>Unterschied im Anfangswinkel θ₁ zwischen benachbarten Kopien.</translation>
    </message>
    <message>
        <source>Flip map grid</source>
        <translation>Raster der Überschlagskarte</translation>
    </message>
    <message>
        <source>Cells per side of the flip map (200 → 200 × 200 starts).</source>
        <translation>Zellen pro Seite der Überschlagskarte (200 → 200 × 200 Starts).</translation>
    </message>
    <message>
        <source>Flip map time limit</source>
        <translation>Zeitgrenze der Überschlagskarte</translation>
    </message>
    <message>
        <source>Simulated time per start of the flip map; later flips are not seen.</source>
        <translation>Simulierte Zeit pro Start der Überschlagskarte; spätere Überschläge werden nicht erfasst.</translation>
    </message>
    <message>
        <source>Flip map time step</source>
        <translation>Zeitschritt der Überschlagskarte</translation>
    </message>
    <message>
        <source>RK4 step of the flip map.</source>
        <translation>RK4-Schritt der Überschlagskarte.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>Energie E</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Kinetisch</translation>
    </message>
    <message>
        <source>Potential</source>
        <translation>Potentiell</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Separation of the first two copies</source>
        <translation>Abstand der ersten beiden Kopien</translation>
    </message>
    <message>
        <source>separation d</source>
        <translation>Abstand d</translation>
    </message>
    <message>
        <source>rad, rad/s</source>
        <translation>rad, rad/s</translation>
    </message>
    <message>
        <source>Separation d</source>
        <translation>Abstand d</translation>
    </message>
    <message>
        <source>Fit d₀e^{λt}</source>
        <translation>Anpassung d₀e^{λt}</translation>
    </message>
    <message>
        <source>θ₁–θ₂ (first copy)</source>
        <translation>θ₁–θ₂ (erste Kopie)</translation>
    </message>
    <message>
        <source>angle θ₁ (wrapped)</source>
        <translation>Winkel θ₁ (auf ±180° gefaltet)</translation>
    </message>
    <message>
        <source>angle θ₂ (wrapped)</source>
        <translation>Winkel θ₂ (auf ±180° gefaltet)</translation>
    </message>
    <message>
        <source>Trajectory</source>
        <translation>Trajektorie</translation>
    </message>
    <message>
        <source>θ₂–ω₂ (first copy)</source>
        <translation>θ₂–ω₂ (erste Kopie)</translation>
    </message>
    <message>
        <source>angular velocity ω₂</source>
        <translation>Winkelgeschwindigkeit ω₂</translation>
    </message>
    <message>
        <source>State [θ₁, θ₂, ω₁, ω₂] of the first copy</source>
        <translation>Zustand [θ₁, θ₂, ω₁, ω₂] der ersten Kopie</translation>
    </message>
    <message>
        <source>the last finite state before the run diverged</source>
        <translation>der letzte endliche Zustand, bevor der Lauf divergierte</translation>
    </message>
    <message>
        <source>Energy E (first copy)</source>
        <translation>Energie E (erste Kopie)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Relative Energiedrift (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>das Pendel startet in Ruhe ganz unten (E₀ = 0)</translation>
    </message>
    <message>
        <source>Largest Lyapunov exponent estimate λ</source>
        <translation>Schätzung des größten Ljapunow-Exponenten λ</translation>
    </message>
    <message>
        <source>needs at least two copies</source>
        <translation>braucht mindestens zwei Kopien</translation>
    </message>
    <message>
        <source>needs ten separation samples (0.1 s of running)</source>
        <translation>braucht zehn Abstandswerte (0,1 s Laufzeit)</translation>
    </message>
    <message>
        <source>First copy</source>
        <translation>Erste Kopie</translation>
    </message>
    <message>
        <source>Copies with θ₁ + kδ</source>
        <translation>Kopien mit θ₁ + kδ</translation>
    </message>
    <message>
        <source>Compute flip map</source>
        <translation>Überschlagskarte berechnen</translation>
    </message>
    <message>
        <source>Time until a rod first flips, over a grid of starting angles (θ₁, θ₂) from rest: RK4 on both cores. Grid, time limit and step are the `flip_*` parameters.</source>
        <translation>Zeit bis zum ersten Überschlag eines Stabs, über einem Raster von Anfangswinkeln (θ₁, θ₂) aus der Ruhe: RK4 auf beiden Kernen. Raster, Zeitgrenze und Schritt sind die Parameter `flip_*`.</translation>
    </message>
    <message>
        <source>Flip map: time until a rod first flips</source>
        <translation>Überschlagskarte: Zeit bis zum ersten Überschlag eines Stabs</translation>
    </message>
    <message>
        <source>start angle θ₁</source>
        <translation>Anfangswinkel θ₁</translation>
    </message>
    <message>
        <source>start angle θ₂</source>
        <translation>Anfangswinkel θ₂</translation>
    </message>
    <message>
        <source>first flip</source>
        <translation>erster Überschlag</translation>
    </message>
    <message>
        <source>cannot flip (energy)</source>
        <translation>kann nicht überschlagen (Energie)</translation>
    </message>
    <message>
        <source>pendulum steps</source>
        <translation>Pendelschritte</translation>
    </message>
    <message>
        <source>Double pendulum: chaos, energy and the flip map</source>
        <translation>Doppelpendel: Chaos, Energie und die Überschlagskarte</translation>
    </message>
    <message>
        <source>Two bobs on two rods: sensitive dependence on initial conditions, Lyapunov growth and how integrators treat the energy.</source>
        <translation>Zwei Pendelkörper an zwei Stäben: empfindliche Abhängigkeit von den Anfangsbedingungen, Ljapunow-Wachstum und wie Integratoren mit der Energie umgehen.</translation>
    </message>
    <message>
        <source>%1 on θ&apos; (not symplectic here)</source>
        <translation>%1 auf θ&apos; (hier nicht symplektisch)</translation>
    </message>
    <message>
        <source>Energy (first copy, %1)</source>
        <translation>Energie (erste Kopie, %1)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>Double pendulum: the run diverged at t = %1 s.</source>
        <translation>Doppelpendel: der Lauf divergierte bei t = %1 s.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4.</source>
        <translation>Doppelpendel: oberer Stab %1° %2 der Senkrechten, unterer Stab %3° %4.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4; energy drift %5 %.</source>
        <translation>Doppelpendel: oberer Stab %1° %2 der Senkrechten, unterer Stab %3° %4; Energiedrift %5 %.</translation>
    </message>
    <message>
        <source>implicit midpoint</source>
        <translation>implizites Mittelpunktverfahren</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than 1/20 of the shortest small-swing period 2π√(L/g) = %2 s. Use Δt ≤ %3 s.</source>
        <translation>Parameter &apos;dt&apos;: Der Zeitschritt Δt = %1 s ist mehr als 1/20 der kürzesten Periode kleiner Schwingungen 2π√(L/g) = %2 s. Δt ≤ %3 s wählen.</translation>
    </message>
    <message>
        <source>parameter &apos;flip_dt&apos;: flip map time step %1 s is more than 1/20 of the shortest small-swing period %2 s.</source>
        <translation>Parameter &apos;flip_dt&apos;: Der Zeitschritt der Überschlagskarte %1 s ist mehr als 1/20 der kürzesten Periode kleiner Schwingungen %2 s.</translation>
    </message>
    <message>
        <source>(release to start)</source>
        <translation>(loslassen zum Starten)</translation>
    </message>
    <message>
        <source>Flip map (cancelled): %1% of starts flip within %2 s, %3% never can</source>
        <translation>Überschlagskarte (abgebrochen): %1% der Startwerte überschlagen sich innerhalb von %2 s, %3% können es nie</translation>
    </message>
    <message>
        <source>Flip map: %1% of starts flip within %2 s, %3% never can</source>
        <translation>Überschlagskarte: %1% der Startwerte überschlagen sich innerhalb von %2 s, %3% können es nie</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), until d reached 0.05</source>
        <translation>Steigung von ln d über t = %1 … %2 s (%3 Messpunkte, R² = %4), bis d 0.05 erreichte</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), d still below 0.05</source>
        <translation>Steigung von ln d über t = %1 … %2 s (%3 Messpunkte, R² = %4), d noch unter 0.05</translation>
    </message>
    <message>
        <source>Implicit midpoint stopped at t = %1 s: its fixed-point iteration did not converge (it needs ½Δt·|f&apos;| &lt; 1; the rods turn too fast for this Δt). Lower Δt.</source>
        <translation>Die implizite Mittelpunktregel hielt bei t = %1 s an: Ihre Fixpunktiteration konvergierte nicht (sie braucht ½Δt·|f&apos;| &lt; 1; die Stäbe drehen sich für dieses Δt zu schnell). Δt verkleinern.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows (forward Euler adds energy every step). Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 ist bei t = %2 s divergiert: Die Energie einer Kopie überschritt %3 J (das Zehnfache des Anfangswerts plus beide Stäbe senkrecht nach oben) oder eine Winkelgeschwindigkeit überschritt %4 rad/s, weit jenseits dessen, was die Physik zulässt (das explizite Euler-Verfahren fügt in jedem Schritt Energie hinzu). Δt verkleinern oder RK4 oder die implizite Mittelpunktregel wählen.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows. Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 ist bei t = %2 s divergiert: Die Energie einer Kopie überschritt %3 J (das Zehnfache des Anfangswerts plus beide Stäbe senkrecht nach oben) oder eine Winkelgeschwindigkeit überschritt %4 rad/s, weit jenseits dessen, was die Physik zulässt. Δt verkleinern oder RK4 oder die implizite Mittelpunktregel wählen.</translation>
    </message>
    <message>
        <source>the state holds %1 pendulums, not the %2 copies chosen</source>
        <translation>der Zustand enthält %1 Pendel statt der gewählten %2 Kopien</translation>
    </message>
    <message>
        <source>an angle, angular velocity or the time is not finite</source>
        <translation>ein Winkel, eine Winkelgeschwindigkeit oder die Zeit ist nicht endlich</translation>
    </message>
    <message>
        <source>the stored angular accelerations are not finite</source>
        <translation>die gespeicherten Winkelbeschleunigungen sind nicht endlich</translation>
    </message>
    <message>
        <source>the state has %1 trails for %2 copies</source>
        <translation>der Zustand hat %1 Spuren für %2 Kopien</translation>
    </message>
    <message>
        <source>a trail is too long or not finite</source>
        <translation>eine Spur ist zu lang oder nicht endlich</translation>
    </message>
    <message>
        <source>the separation samples have times and values of different counts</source>
        <translation>die Abstandswerte haben unterschiedlich viele Zeiten und Werte</translation>
    </message>
    <message>
        <source>a separation sample&apos;s time is not a time of the run</source>
        <translation>der Zeitpunkt eines Abstandswerts ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>a separation sample is not finite</source>
        <translation>ein Abstandswert ist nicht endlich</translation>
    </message>
    <message>
        <source>the Lyapunov fit is not a finite line</source>
        <translation>die Ausgleichsgerade für den Ljapunow-Exponenten ist keine endliche Gerade</translation>
    </message>
    <message>
        <source>the time the separation saturated is not a time of the run</source>
        <translation>der Zeitpunkt, zu dem der Abstand gesättigt war, ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the start is not finite</source>
        <translation>der Start ist nicht endlich</translation>
    </message>
    <message>
        <source>the start&apos;s energy or the blow-up bounds do not match the start</source>
        <translation>die Energie des Starts oder die Divergenzschranken passen nicht zum Start</translation>
    </message>
    <message>
        <source>a sampling time is not a time of the run</source>
        <translation>ein Abtastzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the pendulums are beyond the bounds where a run counts as diverged</source>
        <translation>die Pendel liegen jenseits der Schranken, ab denen ein Lauf als divergiert gilt</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the state holds a drag of no bob</source>
        <translation>der Zustand enthält ein Ziehen an keinem Pendelkörper</translation>
    </message>
    <message>
        <source>the step count is negative</source>
        <translation>die Schrittzahl ist negativ</translation>
    </message>
</context>
<context>
    <name>harmonic-oscillator</name>
    <message>
        <source>Spring constant k</source>
        <translation>Federkonstante k</translation>
    </message>
    <message>
        <source>Stiffness of the spring: force per metre of stretch.</source>
        <translation>Steifigkeit der Feder: Kraft pro Meter Dehnung.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masse m</translation>
    </message>
    <message>
        <source>Mass of the body.</source>
        <translation>Masse des Körpers.</translation>
    </message>
    <message>
        <source>Initial position x₀</source>
        <translation>Anfangsposition x₀</translation>
    </message>
    <message>
        <source>Displacement from the rest position at t = 0.</source>
        <translation>Auslenkung aus der Ruhelage bei t = 0.</translation>
    </message>
    <message>
        <source>Initial velocity v₀</source>
        <translation>Anfangsgeschwindigkeit v₀</translation>
    </message>
    <message>
        <source>Velocity at t = 0.</source>
        <translation>Geschwindigkeit bei t = 0.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Schrittweite jedes Integrators. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Integratoren, die nebeneinander laufen (IDs durch Komma getrennt).</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Phasenraum</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>Position x</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>skalierte Geschwindigkeit v/ω</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Gesamtenergie</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>Energie E</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>H̃ of %1</source>
        <translation>H̃ von %1</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Relative Energiedrift (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>Position error |x − x_exact|</source>
        <translation>Positionsfehler |x − x_exact|</translation>
    </message>
    <message>
        <source>Exact energy E₀</source>
        <translation>Exakte Energie E₀</translation>
    </message>
    <message>
        <source>the spring (λ = ±iω)</source>
        <translation>die Feder (λ = ±iω)</translation>
    </message>
    <message>
        <source>x = 0</source>
        <translation>x = 0</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exakt (Geisterbild)</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω·Δt = %3</source>
        <translation>t = %1 s   Δt = %2 s   ω·Δt = %3</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies its energy by 1 + (ωΔt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 ist bei t = %2 s divergiert: Jeder Schritt multipliziert seine Energie mit 1 + (ωΔt)² = %3. Δt verkleinern oder das symplektische Euler-Verfahren wählen.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 &gt; 2, beyond its stability limit. Lower Δt.</source>
        <translation>%1 ist bei t = %2 s divergiert: ω·Δt = %3 &gt; 2, jenseits seiner Stabilitätsgrenze. Δt verkleinern.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 is beyond its stability limit. Lower Δt.</source>
        <translation>%1 ist bei t = %2 s divergiert: ω·Δt = %3 liegt jenseits seiner Stabilitätsgrenze. Δt verkleinern.</translation>
    </message>
    <message>
        <source>Harmonic oscillator: Euler vs symplectic Euler</source>
        <translation>Harmonischer Oszillator: explizites gegen symplektisches Euler-Verfahren</translation>
    </message>
    <message>
        <source>A mass on a spring: why forward Euler gains energy and symplectic Euler does not.</source>
        <translation>Eine Masse an einer Feder: warum das explizite Euler-Verfahren Energie gewinnt und das symplektische nicht.</translation>
    </message>
    <message>
        <source>A mass at rest on a spring.</source>
        <translation>Eine Masse in Ruhe an einer Feder.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2 diverged at t = %3 s; %4 keeps its energy within %5 % of the start.</source>
        <translation>Masse an einer Feder, die exakte bei x = %1 m. %2 divergierte bei t = %3 s; %4 hält seine Energie innerhalb von %5 % des Anfangswerts.</translation>
    </message>
    <message>
        <source>Mass on a spring: %1 has it at x = %2 m moving at %3 m/s, the exact one at %4 m; energy drift %5 %.</source>
        <translation>Masse an einer Feder: %1 hat sie bei x = %2 m mit %3 m/s, die exakte bei %4 m; Energiedrift %5 %.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2: mass at %3 m, energy drift %4 %; %5: mass at %6 m, energy drift %7 %.</source>
        <translation>Masse an einer Feder, die exakte bei x = %1 m. %2: Masse bei %3 m, Energiedrift %4 %; %5: Masse bei %6 m, Energiedrift %7 %.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergierte bei t = %2 s</translation>
    </message>
    <message>
        <source>%1 — diverged at t = %2 s</source>
        <translation>%1 — divergiert bei t = %2 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>die Zeit muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>the state must hold one run per chosen method</source>
        <translation>der Zustand muss einen Lauf je gewähltem Verfahren enthalten</translation>
    </message>
    <message>
        <source>a run&apos;s method is not the method chosen for it</source>
        <translation>das Verfahren eines Laufs ist nicht das dafür gewählte</translation>
    </message>
    <message>
        <source>a run must have one position and one velocity</source>
        <translation>ein Lauf muss genau einen Ort und eine Geschwindigkeit haben</translation>
    </message>
    <message>
        <source>a run&apos;s time is not a time of the run</source>
        <translation>die Zeit eines Laufs ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt eines Laufs ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity that is not finite or beyond its blow-up bound</source>
        <translation>ein nicht divergierter Lauf hat einen Ort oder eine Geschwindigkeit, die nicht endlich ist oder seine Divergenzschranke überschreitet</translation>
    </message>
    <message>
        <source>a run&apos;s stored acceleration is not one finite number</source>
        <translation>die gespeicherte Beschleunigung eines Laufs ist nicht genau eine endliche Zahl</translation>
    </message>
</context>
<context>
    <name>ideal-gas</name>
    <message>
        <source>The gas diverged at t = %1 s.</source>
        <translation>Das Gas divergierte bei t = %1 s.</translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J; the ideal gas law gives a pressure of %2 N/m, none measured yet.</source>
        <translation>
            <numerusform>%n Scheiben bei der Temperatur kT = %1 J; das ideale Gasgesetz gibt einen Druck von %2 N/m, noch keiner gemessen.</numerusform>
            <numerusform>%n Scheiben bei der Temperatur kT = %1 J; das ideale Gasgesetz gibt einen Druck von %2 N/m, noch keiner gemessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J: pressure measured on the walls %2 N/m, against %3 N/m from the ideal gas law and %4 N/m for hard disks.</source>
        <translation>
            <numerusform>%n Scheiben bei der Temperatur kT = %1 J: an den Wänden gemessener Druck %2 N/m, gegenüber %3 N/m nach dem idealen Gasgesetz und %4 N/m für harte Scheiben.</numerusform>
            <numerusform>%n Scheiben bei der Temperatur kT = %1 J: an den Wänden gemessener Druck %2 N/m, gegenüber %3 N/m nach dem idealen Gasgesetz und %4 N/m für harte Scheiben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brute force</source>
        <translation>Brute Force</translation>
    </message>
    <message>
        <source>Sweep and prune</source>
        <translation>Sweep and Prune</translation>
    </message>
    <message>
        <source>Uniform grid</source>
        <translation>Gleichmäßiges Gitter</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Number of disks N</source>
        <translation>Anzahl der Scheiben N</translation>
    </message>
    <message>
        <source>Disks of the first species.</source>
        <translation>Scheiben der ersten Sorte.</translation>
    </message>
    <message>
        <source>Radius r</source>
        <translation>Radius r</translation>
    </message>
    <message>
        <source>Radius of the first species&apos; disks.</source>
        <translation>Radius der Scheiben der ersten Sorte.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masse m</translation>
    </message>
    <message>
        <source>Mass of one disk of the first species.</source>
        <translation>Masse einer Scheibe der ersten Sorte.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatur kT</translation>
    </message>
    <message>
        <source>Initial kT: each disk starts with kinetic energy kT on average.</source>
        <translation>Anfangs-kT: jede Scheibe startet im Mittel mit der kinetischen Energie kT.</translation>
    </message>
    <message>
        <source>Box width</source>
        <translation>Breite der Box</translation>
    </message>
    <message>
        <source>Width of the box (the piston&apos;s outermost position).</source>
        <translation>Breite der Box (äußerste Stellung des Kolbens).</translation>
    </message>
    <message>
        <source>Box height</source>
        <translation>Höhe der Box</translation>
    </message>
    <message>
        <source>Height of the box.</source>
        <translation>Höhe der Box.</translation>
    </message>
    <message>
        <source>Broadphase</source>
        <translation>Breitphase</translation>
    </message>
    <message>
        <source>Brute force (all pairs)</source>
        <translation>Brute Force (alle Paare)</translation>
    </message>
    <message>
        <source>How candidate pairs are found. All give the same pairs.</source>
        <translation>Wie Kandidatenpaare gefunden werden. Alle liefern dieselben Paare.</translation>
    </message>
    <message>
        <source>Dynamics</source>
        <translation>Dynamik</translation>
    </message>
    <message>
        <source>Time-stepped (Δt)</source>
        <translation>Mit Zeitschritten (Δt)</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>Ereignisgesteuert (exakt)</translation>
    </message>
    <message>
        <source>Time-stepped: every disk drifts for Δt, then the overlaps found are repaired. Event-driven: the gas jumps from one contact to the next, exactly; Δt is then only how often it is sampled.</source>
        <translation>Mit Zeitschritten: jede Scheibe fliegt Δt lang, dann werden die gefundenen Überlappungen behoben. Ereignisgesteuert: das Gas springt exakt von einem Kontakt zum nächsten; Δt gibt dann nur an, wie oft es abgetastet wird.</translation>
    </message>
    <message>
        <source>Initial speeds</source>
        <translation>Anfangsgeschwindigkeiten</translation>
    </message>
    <message>
        <source>All equal, √(2kT/m)</source>
        <translation>Alle gleich, √(2kT/m)</translation>
    </message>
    <message>
        <source>Maxwell–Boltzmann</source>
        <translation>Maxwell-Boltzmann</translation>
    </message>
    <message>
        <source>How the disks start moving (random directions).</source>
        <translation>Wie sich die Scheiben anfangs bewegen (zufällige Richtungen).</translation>
    </message>
    <message>
        <source>Second species: count</source>
        <translation>Zweite Sorte: Anzahl</translation>
    </message>
    <message>
        <source>Disks of a second species (0 for none).</source>
        <translation>Scheiben einer zweiten Sorte (0 für keine).</translation>
    </message>
    <message>
        <source>Second species: mass</source>
        <translation>Zweite Sorte: Masse</translation>
    </message>
    <message>
        <source>Mass of one disk of the second species.</source>
        <translation>Masse einer Scheibe der zweiten Sorte.</translation>
    </message>
    <message>
        <source>Second species: radius</source>
        <translation>Zweite Sorte: Radius</translation>
    </message>
    <message>
        <source>Radius of the second species&apos; disks.</source>
        <translation>Radius der Scheiben der zweiten Sorte.</translation>
    </message>
    <message>
        <source>Second species: colour</source>
        <translation>Zweite Sorte: Farbe</translation>
    </message>
    <message>
        <source>Colour of the second species in the view.</source>
        <translation>Farbe der zweiten Sorte in der Ansicht.</translation>
    </message>
    <message>
        <source>Piston speed</source>
        <translation>Kolbengeschwindigkeit</translation>
    </message>
    <message>
        <source>Velocity of the right wall; negative compresses. It stops at a quarter of the box width and at the full width.</source>
        <translation>Geschwindigkeit der rechten Wand; negativ verdichtet. Sie hält bei einem Viertel der Boxbreite und bei der vollen Breite an.</translation>
    </message>
    <message>
        <source>Thermal walls</source>
        <translation>Thermische Wände</translation>
    </message>
    <message>
        <source>Walls re-emit every disk that hits them at the wall temperature.</source>
        <translation>Die Wände senden jede auftreffende Scheibe mit der Wandtemperatur zurück.</translation>
    </message>
    <message>
        <source>Wall temperature kT_wall</source>
        <translation>Wandtemperatur kT_wall</translation>
    </message>
    <message>
        <source>Temperature of the thermal walls.</source>
        <translation>Temperatur der thermischen Wände.</translation>
    </message>
    <message>
        <source>Show bounding boxes and pairs</source>
        <translation>Hüllboxen und Paare zeigen</translation>
    </message>
    <message>
        <source>Draw every disk&apos;s AABB and the current candidate pairs (up to 3000 disks).</source>
        <translation>Die AABB jeder Scheibe und die aktuellen Kandidatenpaare zeichnen (bis 3000 Scheiben).</translation>
    </message>
    <message>
        <source>Disks added per click</source>
        <translation>Scheiben pro Klick</translation>
    </message>
    <message>
        <source>A click in the box adds this many disks of the first species.</source>
        <translation>Ein Klick in die Box fügt so viele Scheiben der ersten Sorte hinzu.</translation>
    </message>
    <message>
        <source>Pressure on the walls</source>
        <translation>Druck auf die Wände</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>pressure P</source>
        <translation>Druck P</translation>
    </message>
    <message>
        <source>Block of 100 steps</source>
        <translation>Block aus 100 Schritten</translation>
    </message>
    <message>
        <source>Ideal gas N kT / A</source>
        <translation>Ideales Gas N kT / A</translation>
    </message>
    <message>
        <source>Hard disks (Henderson)</source>
        <translation>Harte Scheiben (Henderson)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>kT = ⟨½mv²⟩</source>
        <translation>kT = ⟨½mv²⟩</translation>
    </message>
    <message>
        <source>Mean free path</source>
        <translation>Mittlere freie Weglänge</translation>
    </message>
    <message>
        <source>Enskog: 1 / (2√2 n d χ)</source>
        <translation>Enskog: 1 / (2√2 n d χ)</translation>
    </message>
    <message>
        <source>Energy drift</source>
        <translation>Energiedrift</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>Pressure against the hard-disk equation of state</source>
        <translation>Druck im Vergleich zur Zustandsgleichung harter Scheiben</translation>
    </message>
    <message>
        <source>Walls, block of 100 steps</source>
        <translation>Wände, Block aus 100 Schritten</translation>
    </message>
    <message>
        <source>Henderson 1975</source>
        <translation>Henderson 1975</translation>
    </message>
    <message>
        <source>Liu 2020</source>
        <translation>Liu 2020</translation>
    </message>
    <message>
        <source>Collisions and repaired overlaps</source>
        <translation>Stöße und behobene Überlappungen</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>pro Sekunde</translation>
    </message>
    <message>
        <source>Pair collisions</source>
        <translation>Paarstöße</translation>
    </message>
    <message>
        <source>Overlaps repaired</source>
        <translation>Behobene Überlappungen</translation>
    </message>
    <message>
        <source>Enskog</source>
        <translation>Enskog</translation>
    </message>
    <message>
        <source>Stepped pressure against the exact one</source>
        <translation>Druck mit Zeitschritten gegen den exakten</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>wall pressure P</source>
        <translation>Wanddruck P</translation>
    </message>
    <message>
        <source>Time-stepped</source>
        <translation>Mit Zeitschritten</translation>
    </message>
    <message>
        <source>The lesson&apos;s Δt</source>
        <translation>Δt der Lektion</translation>
    </message>
    <message>
        <source>Equation of state of hard disks</source>
        <translation>Zustandsgleichung harter Scheiben</translation>
    </message>
    <message>
        <source>area fraction η</source>
        <translation>Flächenanteil η</translation>
    </message>
    <message>
        <source>Exact, periodic box</source>
        <translation>Exakt, periodische Box</translation>
    </message>
    <message>
        <source>Liquid–hexatic (Bernard, Krauth)</source>
        <translation>Flüssig–hexatisch (Bernard, Krauth)</translation>
    </message>
    <message>
        <source>Pairs tested per step</source>
        <translation>Geprüfte Paare pro Schritt</translation>
    </message>
    <message>
        <source>disks N</source>
        <translation>Scheiben N</translation>
    </message>
    <message>
        <source>pairs tested per step</source>
        <translation>geprüfte Paare pro Schritt</translation>
    </message>
    <message>
        <source>Temperature kT (mean kinetic energy, 2D)</source>
        <translation>Temperatur kT (mittlere kinetische Energie, 2D)</translation>
    </message>
    <message>
        <source>Measured pressure (wall impulse / time / length)</source>
        <translation>Gemessener Druck (Wandimpuls / Zeit / Länge)</translation>
    </message>
    <message>
        <source>time average over the last %1 s (since the start or the last change of piston or walls)</source>
        <translation>Zeitmittel über die letzten %1 s (seit dem Start oder der letzten Änderung von Kolben oder Wänden)</translation>
    </message>
    <message>
        <source>Measured pressure</source>
        <translation>Gemessener Druck</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>noch kein Schritt gemacht</translation>
    </message>
    <message>
        <source>Ideal-gas pressure N kT / A</source>
        <translation>Druck des idealen Gases N kT / A</translation>
    </message>
    <message>
        <source>Hard-disk pressure (Henderson) Z·N kT / A</source>
        <translation>Druck harter Scheiben (Henderson) Z·N kT / A</translation>
    </message>
    <message>
        <source>Z = (1 + η²/8)/(1 − η)² = %1 at η = %2</source>
        <translation>Z = (1 + η²/8)/(1 − η)² = %1 bei η = %2</translation>
    </message>
    <message>
        <source>Area fraction η</source>
        <translation>Flächenanteil η</translation>
    </message>
    <message>
        <source>Kolmogorov–Smirnov distance from Maxwell–Boltzmann</source>
        <translation>Kolmogorow-Smirnow-Abstand zu Maxwell-Boltzmann</translation>
    </message>
    <message>
        <source>first species, against F(v) = 1 − exp(−mv²/2kT) at its measured kT; 1 % critical value 1.63/√n = %1</source>
        <translation>erste Sorte, gegen F(v) = 1 − exp(−mv²/2kT) bei ihrem gemessenen kT; kritischer Wert bei 1 % 1.63/√n = %1</translation>
    </message>
    <message>
        <source>KS critical value at 1 %</source>
        <translation>Kritischer KS-Wert bei 1 %</translation>
    </message>
    <message>
        <source>Pairs tested per step (%1)</source>
        <translation>Geprüfte Paare pro Schritt (%1)</translation>
    </message>
    <message>
        <source>Mean free path (measured)</source>
        <translation>Mittlere freie Weglänge (gemessen)</translation>
    </message>
    <message>
        <source>no disk–disk collision yet</source>
        <translation>noch kein Stoß zwischen Scheiben</translation>
    </message>
    <message>
        <source>Mean free path 1/(2√2 n d)</source>
        <translation>Mittlere freie Weglänge 1/(2√2 n d)</translation>
    </message>
    <message>
        <source>Sampling interval Δt</source>
        <translation>Abtastintervall Δt</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Relative Energiedrift (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>since the start; thermal walls, the piston and added disks change E too</source>
        <translation>seit dem Start; thermische Wände, der Kolben und hinzugefügte Scheiben ändern E ebenfalls</translation>
    </message>
    <message>
        <source>Overlaps found and repaired per second</source>
        <translation>Gefundene und behobene Überlappungen pro Sekunde</translation>
    </message>
    <message>
        <source>event-driven: overlapping pairs found at the samples (contacts are predicted, so none should be)</source>
        <translation>ereignisgesteuert: bei den Abtastungen gefundene überlappende Paare (Kontakte werden vorhergesagt, daher sollte es keine geben)</translation>
    </message>
    <message>
        <source>time-stepped: every collision is found as an overlap after a drift and undone</source>
        <translation>mit Zeitschritten: jeder Stoß wird als Überlappung nach einem Flug gefunden und rückgängig gemacht</translation>
    </message>
    <message>
        <source>Pairs of disks overlapping now</source>
        <translation>Jetzt überlappende Scheibenpaare</translation>
    </message>
    <message>
        <source>Pair collisions (since the averages started)</source>
        <translation>Paarstöße (seit Beginn der Mittelung)</translation>
    </message>
    <message>
        <source>Pair collisions per second</source>
        <translation>Paarstöße pro Sekunde</translation>
    </message>
    <message>
        <source>Pair collisions per second (Enskog)</source>
        <translation>Paarstöße pro Sekunde (Enskog)</translation>
    </message>
    <message>
        <source>Z = P A / N kT from the walls&apos; pressure</source>
        <translation>Z = P A / N kT aus dem Wanddruck</translation>
    </message>
    <message>
        <source>A the whole box W × H, the same time average as the measured pressure</source>
        <translation>A die ganze Box W × H, dasselbe Zeitmittel wie beim gemessenen Druck</translation>
    </message>
    <message>
        <source>Measured pressure against the equation of state (Liu) − 1</source>
        <translation>Gemessener Druck gegen die Zustandsgleichung (Liu) − 1</translation>
    </message>
    <message>
        <source>the walls&apos; pressure runs about 2 % above the bulk&apos;s at the defaults (an effect of order d/L); the equation-of-state study uses a periodic box</source>
        <translation>der Wanddruck liegt bei den Standardwerten etwa 2 % über dem im Inneren (ein Effekt der Ordnung d/L); die Studie zur Zustandsgleichung nutzt eine periodische Box</translation>
    </message>
    <message>
        <source>Z of Henderson 1975</source>
        <translation>Z nach Henderson 1975</translation>
    </message>
    <message>
        <source>Z of Liu 2020</source>
        <translation>Z nach Liu 2020</translation>
    </message>
    <message>
        <source>Slope of log(pairs tested) against log N (study)</source>
        <translation>Steigung von log(geprüfte Paare) gegen log N (Studie)</translation>
    </message>
    <message>
        <source>Exact wall pressure (Δt study)</source>
        <translation>Exakter Wanddruck (Δt-Studie)</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt against the exact one − 1 (Δt study)</source>
        <translation>Druck mit Zeitschritten beim Δt der Lektion gegen den exakten − 1 (Δt-Studie)</translation>
    </message>
    <message>
        <source>Δt at which the stepped pressure is 1 % off (Δt study)</source>
        <translation>Δt, bei dem der Druck mit Zeitschritten um 1 % abweicht (Δt-Studie)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Henderson − 1, η ≤ 0.65 (EOS study)</source>
        <translation>Effektivwert von Z gemessen / Z Henderson − 1, η ≤ 0.65 (ZG-Studie)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Liu − 1, η ≤ 0.65 (EOS study)</source>
        <translation>Effektivwert von Z gemessen / Z Liu − 1, η ≤ 0.65 (ZG-Studie)</translation>
    </message>
    <message>
        <source>Z measured at η = 0.70 (EOS study)</source>
        <translation>Z gemessen bei η = 0.70 (ZG-Studie)</translation>
    </message>
    <message>
        <source>speed (first species)</source>
        <translation>Geschwindigkeit (erste Sorte)</translation>
    </message>
    <message>
        <source>Tracked disk&apos;s path</source>
        <translation>Bahn der verfolgten Scheibe</translation>
    </message>
    <message>
        <source>Second species</source>
        <translation>Zweite Sorte</translation>
    </message>
    <message>
        <source>Candidate pairs</source>
        <translation>Kandidatenpaare</translation>
    </message>
    <message>
        <source>Boxes and pairs hidden above 3000 disks</source>
        <translation>Boxen und Paare über 3000 Scheiben ausgeblendet</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   event-driven: %4 collisions, %5 wall hits</source>
        <translation>t = %1 s   N = %2   kT = %3 J   ereignisgesteuert: %4 Stöße, %5 Wandstöße</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   %4: %5 pairs tested, %6 candidates</source>
        <translation>t = %1 s   N = %2   kT = %3 J   %4: %5 Paare geprüft, %6 Kandidaten</translation>
    </message>
    <message>
        <source>The gas diverged at t = %1 s: a position or velocity is no longer a finite number. Reset with a lower temperature or piston speed.</source>
        <translation>Das Gas divergierte bei t = %1 s: eine Position oder Geschwindigkeit ist keine endliche Zahl mehr. Mit niedrigerer Temperatur oder Kolbengeschwindigkeit zurücksetzen.</translation>
    </message>
    <message>
        <source>Pairs tested vs N</source>
        <translation>Geprüfte Paare gegen N</translation>
    </message>
    <message>
        <source>Runs each broadphase on gases of 100 … 100 000 disks at the current area fraction and counts the pairs it tests per step.</source>
        <translation>Lässt jede Breitphase auf Gasen aus 100 … 100 000 Scheiben beim aktuellen Flächenanteil laufen und zählt die Paare, die sie pro Schritt prüft.</translation>
    </message>
    <message>
        <source>Stepped vs exact pressure</source>
        <translation>Druck mit Zeitschritten gegen exakten Druck</translation>
    </message>
    <message>
        <source>Runs the gas from its initial state event-driven (exact) and time-stepped at 8, 4, 2, 1 and ½ times the lesson&apos;s Δt, and plots the stepped pressure on the walls against Δt next to the exact one.</source>
        <translation>Lässt das Gas aus seinem Anfangszustand ereignisgesteuert (exakt) und mit Zeitschritten vom 8-, 4-, 2-, 1- und ½-fachen Δt der Lektion laufen und trägt den Wanddruck mit Zeitschritten gegen Δt neben dem exakten auf.</translation>
    </message>
    <message>
        <source>Equation of state Z(η)</source>
        <translation>Zustandsgleichung Z(η)</translation>
    </message>
    <message>
        <source>Measures Z = P A / N kT of 1000 disks in a periodic box, event-driven, at area fractions 0.05 … 0.70 and compares it with Henderson&apos;s and Liu&apos;s equations of state.</source>
        <translation>Misst Z = P A / N kT von 1000 Scheiben in einer periodischen Box, ereignisgesteuert, bei Flächenanteilen 0.05 … 0.70 und vergleicht es mit den Zustandsgleichungen von Henderson und Liu.</translation>
    </message>
    <message>
        <source>log-log slope, %1</source>
        <translation>Steigung log-log, %1</translation>
    </message>
    <message>
        <source>Ideal gas: elastic disks, Maxwell–Boltzmann and sweep and prune</source>
        <translation>Ideales Gas: elastische Scheiben, Maxwell-Boltzmann und Sweep and Prune</translation>
    </message>
    <message>
        <source>Hard disks in a box: pressure, temperature and the speed distribution emerge from collisions; three broadphases find the colliding pairs.</source>
        <translation>Harte Scheiben in einer Box: Druck, Temperatur und Geschwindigkeitsverteilung entstehen aus Stößen; drei Breitphasen finden die stoßenden Paare.</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt / exact − 1</source>
        <translation>Druck mit Zeitschritten beim Δt der Lektion / exakt − 1</translation>
    </message>
    <message>
        <source>Exact wall pressure</source>
        <translation>Exakter Wanddruck</translation>
    </message>
    <message>
        <source>Δt for a 1 % error</source>
        <translation>Δt für 1 % Fehler</translation>
    </message>
    <message>
        <source>Z at η = 0.70</source>
        <translation>Z bei η = 0.70</translation>
    </message>
    <message>
        <source>RMS of Z / Z_Henderson − 1</source>
        <translation>Effektivwert von Z / Z_Henderson − 1</translation>
    </message>
    <message>
        <source>RMS of Z / Z_Liu − 1</source>
        <translation>Effektivwert von Z / Z_Liu − 1</translation>
    </message>
    <message>
        <source>parameter &apos;broadphase&apos;: brute force with %1 disks would test %2 pairs per step; use sweep and prune or the grid above %3 disks.</source>
        <translation>Parameter &apos;broadphase&apos;: Die Brute-Force-Suche würde mit %1 Scheiben %2 Paare pro Schritt prüfen; über %3 Scheiben Sweep and Prune oder das Gitter verwenden.</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;radius&apos;: the disks do not fit: area fraction %1 %; the starting lattice needs a spacing above the largest diameter. Use fewer or smaller disks, or a larger box.</source>
        <translation>Parameter &apos;count&apos; und &apos;radius&apos;: Die Scheiben passen nicht: Flächenanteil %1 %; das Startgitter braucht einen Abstand über dem größten Durchmesser. Weniger oder kleinere Scheiben oder einen größeren Kasten wählen.</translation>
    </message>
    <message>
        <source>the exact gas does not hold one entry per disk of the shown gas</source>
        <translation>das exakte Gas hat nicht einen Eintrag je Scheibe des gezeigten Gases</translation>
    </message>
    <message>
        <source>the exact gas&apos;s box is not a box</source>
        <translation>der Kasten des exakten Gases ist kein Kasten</translation>
    </message>
    <message>
        <source>the exact gas&apos;s time or restitution is out of range</source>
        <translation>Zeit oder Stoßzahl des exakten Gases liegen außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>a disk of the exact gas has a position, velocity, time, radius or mass out of range</source>
        <translation>eine Scheibe des exakten Gases hat Ort, Geschwindigkeit, Zeit, Radius oder Masse außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>a disk of the exact gas is outside its box</source>
        <translation>eine Scheibe des exakten Gases liegt außerhalb ihres Kastens</translation>
    </message>
    <message>
        <source>the exact gas&apos;s counters are out of range</source>
        <translation>die Zähler des exakten Gases liegen außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>the time step must be a positive number no longer than the lesson chooses, and the step count ≥ 0</source>
        <translation>der Zeitschritt muss eine positive Zahl sein, nicht länger als die Lektion ihn wählt, und die Schrittzahl ≥ 0</translation>
    </message>
    <message>
        <source>a disk belongs to a species the lesson does not have</source>
        <translation>eine Scheibe gehört zu einer Teilchensorte, die die Lektion nicht hat</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the chart block&apos;s start: %1</source>
        <translation>Beginn des Diagrammblocks: %1</translation>
    </message>
    <message>
        <source>the last chart block holds a time, pressure or free path that is not finite</source>
        <translation>der letzte Diagrammblock enthält eine Zeit, einen Druck oder eine freie Weglänge, die nicht endlich ist</translation>
    </message>
    <message>
        <source>the trail is longer than the lesson keeps</source>
        <translation>die Spur ist länger, als die Lektion sie aufbewahrt</translation>
    </message>
    <message>
        <source>an average or the trail is not finite</source>
        <translation>ein Mittelwert oder die Spur ist nicht endlich</translation>
    </message>
    <message>
        <source>the exact gas&apos;s sample counts are below zero</source>
        <translation>die Probenzahlen des exakten Gases sind kleiner als null</translation>
    </message>
    <message>
        <source>pair tests</source>
        <translation>geprüfte Paare</translation>
    </message>
    <message>
        <source>disk steps</source>
        <translation>Scheibenschritte</translation>
    </message>
    <message>
        <source>pair collisions</source>
        <translation>Paarstöße</translation>
    </message>
</context>
<context>
    <name>integrators</name>
    <message>
        <source>%1 diverged at t = %2 s.</source>
        <translation>%1 divergierte bei t = %2 s.</translation>
    </message>
    <message>
        <source>No fixed-step method runs.</source>
        <translation>Es läuft kein Verfahren mit fester Schrittweite.</translation>
    </message>
    <message>
        <source>%1 is %2 %3 from the reference.</source>
        <translation>%1 ist %2 %3 von der Referenz entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>%n methods. Farthest from the reference: %1, %2 %3 away; closest: %4, %5 %3 away.</source>
        <translation>
            <numerusform>%n Verfahren. Am weitesten von der Referenz: %1, %2 %3 entfernt; am nächsten: %4, %5 %3 entfernt.</numerusform>
            <numerusform>%n Verfahren. Am weitesten von der Referenz: %1, %2 %3 entfernt; am nächsten: %4, %5 %3 entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heun–Euler 2(1)</source>
        <translation>Heun–Euler 2(1)</translation>
    </message>
    <message>
        <source>Dormand–Prince 5(4)</source>
        <translation>Dormand–Prince 5(4)</translation>
    </message>
    <message>
        <source>float</source>
        <translation>float</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>Kahan</source>
        <translation>Kahan</translation>
    </message>
    <message>
        <source>long double</source>
        <translation>long double</translation>
    </message>
    <message>
        <source>Test problem</source>
        <translation>Testproblem</translation>
    </message>
    <message>
        <source>Harmonic oscillator</source>
        <translation>Harmonischer Oszillator</translation>
    </message>
    <message>
        <source>Nonlinear pendulum</source>
        <translation>Nichtlineares Pendel</translation>
    </message>
    <message>
        <source>Kepler orbit</source>
        <translation>Kepler-Bahn</translation>
    </message>
    <message>
        <source>The system every method integrates: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sin θ, or a body around a fixed sun.</source>
        <translation>Das System, das jedes Verfahren integriert: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sin θ oder ein Körper um eine feste Sonne.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Schrittweite jedes Integrators. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Endzeit T</translation>
    </message>
    <message>
        <source>The run stops here; the convergence study measures the error here.</source>
        <translation>Hier endet der Lauf; hier misst die Konvergenzstudie den Fehler.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids). The two adaptive ones choose their own Δt to meet the tolerance.</source>
        <translation>Integratoren, die nebeneinander laufen (durch Kommas getrennte IDs). Die beiden adaptiven wählen ihr Δt selbst, um die Toleranz einzuhalten.</translation>
    </message>
    <message>
        <source>Arithmetic precision</source>
        <translation>Rechengenauigkeit</translation>
    </message>
    <message>
        <source>What the fixed-step methods compute in: float, double, `double_kahan` (double with compensated summation) or `long_double`; one for all, or per method, e.g. `rk4=float, verlet=double_kahan` (the others in double). The phase-space cloud, step-through and the adaptive methods run in double.</source>
        <translation>Worin die Verfahren mit festem Schritt rechnen: float, double, `double_kahan` (double mit kompensierter Summation) oder `long_double`; eine für alle oder je Verfahren, z. B. `rk4=float, verlet=double_kahan` (die übrigen in double). Die Phasenraumwolke, der Einzelschrittmodus und die adaptiven Verfahren rechnen in double.</translation>
    </message>
    <message>
        <source>Tolerance of the adaptive methods</source>
        <translation>Toleranz der adaptiven Verfahren</translation>
    </message>
    <message>
        <source>A plain number, no unit: a step of Heun–Euler or Dormand–Prince is kept when its estimated error in every coordinate is below tolerance × (1 + |coordinate|), a relative error where the coordinate is large and an absolute one (in its own unit, m or m/s) near zero; otherwise it is tried again with a smaller Δt.</source>
        <translation>Eine reine Zahl ohne Einheit: ein Schritt von Heun–Euler oder Dormand–Prince wird behalten, wenn sein geschätzter Fehler in jeder Koordinate unter Toleranz × (1 + |Koordinate|) liegt – ein relativer Fehler, wo die Koordinate groß ist, und ein absoluter (in ihrer eigenen Einheit, m oder m/s) nahe null; sonst wird er mit kleinerem Δt wiederholt.</translation>
    </message>
    <message>
        <source>Pendulum release angle θ₀</source>
        <translation>Auslenkwinkel des Pendels θ₀</translation>
    </message>
    <message>
        <source>The pendulum starts at rest from this angle (nonlinear above ~20°).</source>
        <translation>Das Pendel startet in Ruhe aus diesem Winkel (nichtlinear oberhalb von ~20°).</translation>
    </message>
    <message>
        <source>Orbit eccentricity e</source>
        <translation>Bahnexzentrizität e</translation>
    </message>
    <message>
        <source>Shape of the Kepler orbit: 0 is a circle; the body starts at the pericentre, where it is fastest.</source>
        <translation>Form der Kepler-Bahn: 0 ist ein Kreis; der Körper startet im Perizentrum, wo er am schnellsten ist.</translation>
    </message>
    <message>
        <source>Step through stages</source>
        <translation>Stufen einzeln durchlaufen</translation>
    </message>
    <message>
        <source>One step advances one stage of every method; the view draws where the stage evaluates, the slope it uses and the point it predicts.</source>
        <translation>Ein Schritt rückt jedes Verfahren um eine Stufe vor; die Ansicht zeigt, wo die Stufe auswertet, welche Steigung sie nutzt und welchen Punkt sie vorhersagt.</translation>
    </message>
    <message>
        <source>Phase-space cloud</source>
        <translation>Phasenraumwolke</translation>
    </message>
    <message>
        <source>Evolve a loop of initial conditions around the start with each method and chart its area (Liouville&apos;s theorem).</source>
        <translation>Eine Schleife von Anfangsbedingungen um den Start mit jedem Verfahren entwickeln und ihre Fläche auftragen (Satz von Liouville).</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>Winkel θ</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>Position x</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>skalierte Winkelgeschwindigkeit θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>scaled velocity vₓ/n</source>
        <translation>skalierte Geschwindigkeit vₓ/n</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>skalierte Geschwindigkeit v/ω</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/1000)</source>
        <translation>Referenz (RK4, Δt/1000)</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Phasenraum</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Gesamtenergie</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy per mass E/m</source>
        <translation>Energie pro Masse E/m</translation>
    </message>
    <message>
        <source>Distance from the exact solution</source>
        <translation>Abstand von der exakten Lösung</translation>
    </message>
    <message>
        <source>Distance from the reference</source>
        <translation>Abstand von der Referenz</translation>
    </message>
    <message>
        <source>phase-space error</source>
        <translation>Fehler im Phasenraum</translation>
    </message>
    <message>
        <source>Error control: Δt per step, rejected tries as dots</source>
        <translation>Fehlerkontrolle: Δt je Schritt, verworfene Versuche als Punkte</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Error control: local error estimate against the tolerance</source>
        <translation>Fehlerkontrolle: lokale Fehlerschätzung gegenüber der Toleranz</translation>
    </message>
    <message>
        <source>error estimate / tolerance</source>
        <translation>Fehlerschätzung / Toleranz</translation>
    </message>
    <message>
        <source>global error at T</source>
        <translation>globaler Fehler bei T</translation>
    </message>
    <message>
        <source>Convergence: global error at T = %1 s</source>
        <translation>Konvergenz: globaler Fehler bei T = %1 s</translation>
    </message>
    <message>
        <source>Cost: error against work</source>
        <translation>Kosten: Fehler gegen Aufwand</translation>
    </message>
    <message>
        <source>force evaluations</source>
        <translation>Kraftauswertungen</translation>
    </message>
    <message>
        <source>Cost: error against computing time</source>
        <translation>Kosten: Fehler gegen Rechenzeit</translation>
    </message>
    <message>
        <source>time to run</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Round-off floor: RK4 on the oscillator, T = 1 s</source>
        <translation>Rundungsboden: RK4 am Oszillator, T = 1 s</translation>
    </message>
    <message>
        <source>Brouwer&apos;s law: Verlet&apos;s energy drift, Δt = 0.01 s</source>
        <translation>Brouwers Gesetz: Energiedrift von Verlet, Δt = 0.01 s</translation>
    </message>
    <message>
        <source>steps n</source>
        <translation>Schritte n</translation>
    </message>
    <message>
        <source>relative error of H̃</source>
        <translation>relativer Fehler von H̃</translation>
    </message>
    <message>
        <source>Phase-space cloud area</source>
        <translation>Fläche der Phasenraumwolke</translation>
    </message>
    <message>
        <source>area / initial area</source>
        <translation>Fläche / Anfangsfläche</translation>
    </message>
    <message>
        <source>tolerance (kept at or below)</source>
        <translation>Toleranz (eingehalten oder darunter)</translation>
    </message>
    <message>
        <source>%1 (kept)</source>
        <translation>%1 (behalten)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (verworfen)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergierte bei t = %2 s</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s</source>
        <translation>%1 blieb bei t = %2 s stehen</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below an error of %3</source>
        <translation>%1 ist unter einem Fehler von %3 günstiger als %2</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below %3</source>
        <translation>%1 ist unter %3 günstiger als %2</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>die Konvergenzstudie ist noch nicht gelaufen</translation>
    </message>
    <message>
        <source>convergence study cancelled: fits of the runs done</source>
        <translation>Konvergenzstudie abgebrochen: Anpassungen der erledigten Läufe</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times</source>
        <translation>Steigung von log Fehler gegen log Δt, Δt 6-mal halbiert</translation>
    </message>
    <message>
        <source>%1; %2: no fit (its runs diverged)</source>
        <translation>%1; %2: keine Anpassung (seine Läufe divergierten)</translation>
    </message>
    <message>
        <source>Fitted convergence order p (error ∝ Δtᵖ)</source>
        <translation>Angepasste Konvergenzordnung p (Fehler ∝ Δtᵖ)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Relative Energiedrift (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>bei t = %1 s</translation>
    </message>
    <message>
        <source>Force evaluations from t = 0</source>
        <translation>Kraftauswertungen seit t = 0</translation>
    </message>
    <message>
        <source>up to t = %1 s</source>
        <translation>bis t = %1 s</translation>
    </message>
    <message>
        <source>Crossover: error below which one method costs fewer force evaluations than another</source>
        <translation>Übergang: Fehler, unter dem ein Verfahren weniger Kraftauswertungen kostet als ein anderes</translation>
    </message>
    <message>
        <source>no two work–precision curves cross in the range measured</source>
        <translation>keine zwei Aufwand-Genauigkeits-Kurven kreuzen sich im gemessenen Bereich</translation>
    </message>
    <message>
        <source>%1 (where the cost curves cross)</source>
        <translation>%1 (wo sich die Kostenkurven kreuzen)</translation>
    </message>
    <message>
        <source>%1; in seconds on this computer: %2</source>
        <translation>%1; in Sekunden auf diesem Rechner: %2</translation>
    </message>
    <message>
        <source>%1: %2 kept, Δt now %3 s</source>
        <translation>%1: %2 behalten, Δt jetzt %3 s</translation>
    </message>
    <message>
        <source>%1: %2 evaluations for an error of %3 at T, RK4 needs %4 (%5 steps)</source>
        <translation>%1: %2 Auswertungen für einen Fehler von %3 bei T, RK4 braucht %4 (%5 Schritte)</translation>
    </message>
    <message>
        <source>Rejected steps of the adaptive methods</source>
        <translation>Verworfene Schritte der adaptiven Verfahren</translation>
    </message>
    <message>
        <source>Work saved: force evaluations of fixed-step RK4 at the same error, over the adaptive method&apos;s</source>
        <translation>Eingesparter Aufwand: Kraftauswertungen von RK4 mit festem Schritt beim selben Fehler, geteilt durch die des adaptiven Verfahrens</translation>
    </message>
    <message>
        <source>%1 (the fewest equal RK4 steps over T that reach it)</source>
        <translation>%1 (die wenigsten gleichen RK4-Schritte über T, die ihn erreichen)</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergiert bei t = %2 s)</translation>
    </message>
    <message>
        <source>%1, Δt = %2 s, %3 rejected</source>
        <translation>%1, Δt = %2 s, %3 verworfen</translation>
    </message>
    <message>
        <source>%1 (stalled at t = %2 s)</source>
        <translation>%1 (stehen geblieben bei t = %2 s)</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exakt (Geisterbild)</translation>
    </message>
    <message>
        <source>Reference (ghost)</source>
        <translation>Referenz (Geisterbild)</translation>
    </message>
    <message>
        <source>%1 (stage %2/%3): %4</source>
        <translation>%1 (Stufe %2/%3): %4</translation>
    </message>
    <message>
        <source>○ evaluated at   → slope·Δt   ● predicted</source>
        <translation>○ ausgewertet bei   → Steigung·Δt   ● vorhergesagt</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: forward Euler multiplies the energy by 1 + (%1Δt)² = %3 every step (unstable at every Δt). Lower Δt, or use symplectic Euler or Verlet.</source>
        <translation>Δt·%1 = %2: das explizite Euler-Verfahren multipliziert die Energie in jedem Schritt mit 1 + (%1Δt)² = %3 (instabil bei jedem Δt). Δt verkleinern oder das symplektische Euler-Verfahren oder Verlet verwenden.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: the limit 2 is the oscillator&apos;s, a linear one; on the Kepler orbit the pull changes fast at the pericentre, and %3 can escape far below it (Verlet&apos;s e = 0.8 orbit from %1Δt ≈ 1). Below that its energy error is a bounded wobble, largest at the pericentre. Lower Δt.</source>
        <translation>Δt·%1 = %2: die Grenze 2 gilt für den Oszillator, ein lineares System; auf der Kepler-Bahn ändert sich die Anziehung im Perizentrum schnell, und %3 kann weit darunter entweichen (Verlets Bahn mit e = 0.8 ab %1Δt ≈ 1). Darunter ist sein Energiefehler ein beschränktes Schwanken, am größten im Perizentrum. Δt verkleinern.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2: %3 is stable only below 2. Lower Δt below 2/%1 = %4 s.</source>
        <translation>Δt·%1 = %2 &gt; 2: %3 ist nur unter 2 stabil. Δt unter 2/%1 = %4 s verkleinern.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &lt; 2: stable; the energy error of a symplectic method is a bounded wobble (≈ %1Δt/2). Lower Δt to shrink it.</source>
        <translation>Δt·%1 = %2 &lt; 2: stabil; der Energiefehler eines symplektischen Verfahrens ist ein beschränktes Schwanken (≈ %1Δt/2). Δt verkleinern, um es zu verringern.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: %3 multiplies the energy by 1 + (%1Δt)⁴/4 = %4 every step (slowly unstable at every Δt). Lower Δt.</source>
        <translation>Δt·%1 = %2: %3 multipliziert die Energie in jedem Schritt mit 1 + (%1Δt)⁴/4 = %4 (langsam instabil bei jedem Δt). Δt verkleinern.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 is stable only below 2.83. Lower Δt below %3 s.</source>
        <translation>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 ist nur unter 2.83 stabil. Δt unter %3 s verkleinern.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: RK4 damps; it multiplies the energy by 1 − (%1Δt)⁶/72 + … = %3 every step. Lower Δt.</source>
        <translation>Δt·%1 = %2: RK4 dämpft; es multipliziert die Energie in jedem Schritt mit 1 − (%1Δt)⁶/72 + … = %3. Δt verkleinern.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s. %3</source>
        <translation>%1 divergierte bei t = %2 s. %3</translation>
    </message>
    <message>
        <source>%1: energy off by %2 % at t = %3 s. %4</source>
        <translation>%1: Energie weicht bei t = %3 s um %2 % ab. %4</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s: its step fell to nothing, because the tolerance %3 asks for less error than rounding in double allows. Raise the tolerance.</source>
        <translation>%1 blieb bei t = %2 s stehen: sein Schritt schrumpfte auf nichts, weil die Toleranz %3 weniger Fehler verlangt, als die Rundung in double zulässt. Die Toleranz erhöhen.</translation>
    </message>
    <message>
        <source>The convergence study was cancelled: its charts and fitted orders cover only the runs it finished.</source>
        <translation>Die Konvergenzstudie wurde abgebrochen: ihre Diagramme und angepassten Ordnungen umfassen nur die abgeschlossenen Läufe.</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Konvergenzstudie starten</translation>
    </message>
    <message>
        <source>Global error at the end time T for Δt halved six times, per method, with the fitted order and the force evaluations it cost.</source>
        <translation>Globaler Fehler zur Endzeit T bei sechsmal halbiertem Δt, je Verfahren, mit der angepassten Ordnung und den Kraftauswertungen, die es gekostet hat.</translation>
    </message>
    <message>
        <source>Run round-off study</source>
        <translation>Rundungsstudie starten</translation>
    </message>
    <message>
        <source>RK4 on the oscillator in float, double, double with compensated summation and long double for Δt down to 1e-5 s: the error falls as Δt⁴ to a floor set by the precision, then grows as rounding adds up. And velocity Verlet&apos;s energy drift over 10⁶ steps, plain and compensated (Brouwer&apos;s law).</source>
        <translation>RK4 am Oszillator in float, double, double mit kompensierter Summation und long double für Δt bis 1e-5 s: der Fehler fällt wie Δt⁴ bis zu einem Boden, den die Genauigkeit setzt, und wächst dann, weil sich Rundungen aufsummieren. Dazu die Energiedrift von Velocity-Verlet über 10⁶ Schritte, einfach und kompensiert (Brouwers Gesetz).</translation>
    </message>
    <message>
        <source>Lowest error of RK4 on the oscillator per precision</source>
        <translation>Kleinster Fehler von RK4 am Oszillator je Genauigkeit</translation>
    </message>
    <message>
        <source>RMS over 8 phases at T = 1 s, Δt from 0.1 s to 1e-5 s</source>
        <translation>Effektivwert über 8 Phasen bei T = 1 s, Δt von 0.1 s bis 1e-5 s</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergiert)</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times; work and crossovers under keys with a colon</source>
        <translation>Steigung von log Fehler gegen log Δt, Δt 6-mal halbiert; Aufwand und Übergänge unter Schlüsseln mit Doppelpunkt</translation>
    </message>
    <message>
        <source>Integrators: Euler, symplectic Euler, Heun, midpoint, RK4 and Verlet, step by step</source>
        <translation>Integratoren: Euler, symplektisches Euler-Verfahren, Heun, Mittelpunkt, RK4 und Verlet, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Six ways to take a time step, side by side: order, cost, energy and phase-space area.</source>
        <translation>Sechs Arten, einen Zeitschritt zu machen, nebeneinander: Ordnung, Kosten, Energie und Phasenraumfläche.</translation>
    </message>
    <message>
        <source>force</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>predictor</source>
        <translation>Prädiktor</translation>
    </message>
    <message>
        <source>corrector</source>
        <translation>Korrektor</translation>
    </message>
    <message>
        <source>half step</source>
        <translation>halber Schritt</translation>
    </message>
    <message>
        <source>full step</source>
        <translation>ganzer Schritt</translation>
    </message>
    <message>
        <source>slope k₁</source>
        <translation>Steigung k₁</translation>
    </message>
    <message>
        <source>slope k₂</source>
        <translation>Steigung k₂</translation>
    </message>
    <message>
        <source>slope k₃</source>
        <translation>Steigung k₃</translation>
    </message>
    <message>
        <source>slope k₄ and update</source>
        <translation>Steigung k₄ und Aktualisierung</translation>
    </message>
    <message>
        <source>half kick</source>
        <translation>halber Stoß</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>second half kick</source>
        <translation>zweiter halber Stoß</translation>
    </message>
    <message>
        <source>%1: %2, %3 = %4, %5 = %6</source>
        <translation>%1: %2, %3 = %4; %5 = %6</translation>
    </message>
    <message>
        <source>%1: %2, %3 = %4</source>
        <translation>%1: %2, %3 = %4</translation>
    </message>
    <message>
        <source>%1: %2, %3 = (%4, %5), %6 = (%7, %8)</source>
        <translation>%1: %2, %3 = (%4; %5); %6 = (%7; %8)</translation>
    </message>
    <message>
        <source>%1: %2, %3 = (%4, %5)</source>
        <translation>%1: %2, %3 = (%4; %5)</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: time step Δt = %1 s must be smaller than the end time T = %2 s.</source>
        <translation>Parameter &apos;dt&apos; und &apos;end_time&apos;: Der Zeitschritt Δt = %1 s muss kleiner sein als die Endzeit T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;precision&apos;: %1.</source>
        <translation>Parameter &apos;precision&apos;: %1.</translation>
    </message>
    <message>
        <source>parameters &apos;precision&apos; and &apos;step_through&apos;: step-through runs in double only; choose double, or leave step-through off.</source>
        <translation>Parameter &apos;precision&apos; und &apos;step_through&apos;: Der Einzelschrittmodus rechnet nur in double; double wählen oder den Einzelschrittmodus ausschalten.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: T / Δt = %1 steps is too many for one run; raise Δt or lower T (at most 2·10⁷ steps).</source>
        <translation>Parameter &apos;dt&apos; und &apos;end_time&apos;: T / Δt = %1 Schritte sind zu viele für einen Lauf; Δt vergrößern oder T verkleinern (höchstens 2·10⁷ Schritte).</translation>
    </message>
    <message>
        <source>θ (rad)</source>
        <translation>θ (rad)</translation>
    </message>
    <message>
        <source>θ&apos; (rad/s)</source>
        <translation>θ&apos; (rad/s)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a precision: float, double, double_kahan or long_double</source>
        <translation>&apos;%1&apos; ist keine Genauigkeit: float, double, double_kahan oder long_double</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fixed-step method: euler, symplectic_euler, heun, midpoint, rk4 or verlet</source>
        <translation>&apos;%1&apos; ist kein Verfahren mit festem Schritt: euler, symplectic_euler, heun, midpoint, rk4 oder verlet</translation>
    </message>
    <message>
        <source>a long double state of the integrators has parts of different sizes</source>
        <translation>ein long-double-Zustand der Integratoren hat Teile unterschiedlicher Größe</translation>
    </message>
    <message>
        <source>run %1 of the integrators&apos; state is not in its chosen precision</source>
        <translation>Lauf %1 des Integratorenzustands hat nicht seine gewählte Genauigkeit</translation>
    </message>
    <message>
        <source>the integrators&apos; state has %1 runs of embedded pairs, the chosen methods %2</source>
        <translation>der Integratorenzustand hat %1 Läufe eingebetteter Paare, die gewählten Verfahren %2</translation>
    </message>
    <message>
        <source>run %1 of the embedded pairs is not of the chosen method %2</source>
        <translation>Lauf %1 der eingebetteten Paare gehört nicht zum gewählten Verfahren %2</translation>
    </message>
    <message>
        <source>the integrators&apos; state</source>
        <translation>der Zustand der Integratoren</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>die Zeit t = %1 s ist kein Zeitpunkt eines Laufs</translation>
    </message>
    <message>
        <source>the step-through Δt = %1 s is not a time step</source>
        <translation>der Zeitschritt Δt = %1 s des Einzelschrittmodus ist kein Zeitschritt</translation>
    </message>
    <message>
        <source>the reference state has the wrong size or is not finite</source>
        <translation>der Referenzzustand hat die falsche Größe oder ist nicht endlich</translation>
    </message>
    <message>
        <source>the reference trail is too long or not finite</source>
        <translation>die Referenzspur ist zu lang oder nicht endlich</translation>
    </message>
    <message>
        <source>%1: the state has the wrong size or is not finite</source>
        <translation>%1: der Zustand hat die falsche Größe oder ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1: der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>%1: negative count of force evaluations</source>
        <translation>%1: negative Anzahl von Kraftauswertungen</translation>
    </message>
    <message>
        <source>%1: the rounding carry has the wrong size or is not finite</source>
        <translation>%1: der Rundungsübertrag hat die falsche Größe oder ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: the trail is too long or not finite</source>
        <translation>%1: die Spur ist zu lang oder nicht endlich</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud has the wrong size</source>
        <translation>%1: die Phasenraumwolke hat die falsche Größe</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud is not finite</source>
        <translation>%1: die Phasenraumwolke ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: the step in progress does not belong to this method</source>
        <translation>%1: der laufende Schritt gehört nicht zu diesem Verfahren</translation>
    </message>
    <message>
        <source>%1: the step in progress starts from an impossible state</source>
        <translation>%1: der laufende Schritt beginnt in einem unmöglichen Zustand</translation>
    </message>
    <message>
        <source>%1: the step in progress has more stages than its method</source>
        <translation>%1: der laufende Schritt hat mehr Stufen als sein Verfahren</translation>
    </message>
    <message>
        <source>%1: a stage of the step in progress is not finite</source>
        <translation>%1: eine Stufe des laufenden Schritts ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: a value of the step in progress is not finite</source>
        <translation>%1: ein Wert des laufenden Schritts ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: the step in progress ends at a time that is not finite</source>
        <translation>%1: der laufende Schritt endet zu einer Zeit, die nicht endlich ist</translation>
    </message>
    <message>
        <source>a long double state has the wrong size or is not finite</source>
        <translation>ein long-double-Zustand hat die falsche Größe oder ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: the reference state has the wrong size or is not finite</source>
        <translation>%1: der Referenzzustand hat die falsche Größe oder ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: the step-size controller holds an impossible value</source>
        <translation>%1: die Schrittweitensteuerung enthält einen unmöglichen Wert</translation>
    </message>
    <message>
        <source>%1: the stored slope is not finite</source>
        <translation>%1: die gespeicherte Steigung ist nicht endlich</translation>
    </message>
    <message>
        <source>%1: a step attempt is not finite</source>
        <translation>%1: ein Schrittversuch ist nicht endlich</translation>
    </message>
</context>
<context>
    <name>lammps-run</name>
    <message>
        <source>the dump has no velocities (vx vy)</source>
        <translation>der Dump enthält keine Geschwindigkeiten (vx vy)</translation>
    </message>
    <message>
        <source>Temperature kT = Σ m v² / N_dof</source>
        <translation>Temperatur kT = Σ m v² / N_dof</translation>
    </message>
    <message>
        <source>N_dof = 2N − 2 (periodic box: total momentum fixed)</source>
        <translation>N_dof = 2N − 2 (periodische Box: Gesamtimpuls fest)</translation>
    </message>
    <message>
        <source>N_dof = 2N (closed box: the walls take momentum); LAMMPS&apos;s Temp counts 2N − 2</source>
        <translation>N_dof = 2N (geschlossene Box: die Wände nehmen Impuls auf); LAMMPS’ Temp zählt 2N − 2</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Potentielle Energie pro Atom U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Gesamtenergie pro Atom (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial)</source>
        <translation>Druck P = (K + ½Σ r·F)/A (Virial)</translation>
    </message>
    <message>
        <source>A the periodic box, as LAMMPS&apos;s Press</source>
        <translation>A die periodische Box, wie bei LAMMPS’ Press</translation>
    </message>
    <message>
        <source>closed box: the walls&apos; virial makes this the pressure on them; A the box area, as LAMMPS&apos;s Press</source>
        <translation>geschlossene Box: das Virial der Wände macht dies zum Druck auf sie; A die Fläche der Box, wie bei LAMMPS’ Press</translation>
    </message>
    <message>
        <source>LAMMPS run: a trajectory from LAMMPS, read back</source>
        <translation>LAMMPS-Lauf: eine Trajektorie aus LAMMPS, zurückgelesen</translation>
    </message>
    <message>
        <source>Plays a LAMMPS trajectory and log with the Lennard-Jones lesson&apos;s charts and measurements, computed by the same code.</source>
        <translation>Spielt eine LAMMPS-Trajektorie mit Protokoll ab, mit den Diagrammen und Messwerten der Lennard-Jones-Lektion, berechnet vom selben Code.</translation>
    </message>
    <message>
        <source>Trajectory (dump file)</source>
        <translation>Trajektorie (Dump-Datei)</translation>
    </message>
    <message>
        <source>LAMMPS text dump: dump custom with id type x y vx vy, or dump atom.</source>
        <translation>LAMMPS-Textdump: dump custom mit id type x y vx vy oder dump atom.</translation>
    </message>
    <message>
        <source>Log file (optional)</source>
        <translation>Protokolldatei (optional)</translation>
    </message>
    <message>
        <source>LAMMPS log with the thermo table (e.g. log.lammps); empty for none.</source>
        <translation>LAMMPS-Protokoll mit der Thermo-Tabelle (z. B. log.lammps); leer für keins.</translation>
    </message>
    <message>
        <source>Input deck (optional)</source>
        <translation>Eingabedatei (optional)</translation>
    </message>
    <message>
        <source>The run&apos;s LAMMPS input (masses, `pair_coeff`, walls) for runs of several atom types or in a closed box; empty: in.particlelab beside the dump.</source>
        <translation>Die LAMMPS-Eingabe des Laufs (Massen, `pair_coeff`, Wände) für Läufe mit mehreren Atomtypen oder in einer geschlossenen Box; leer: in.particlelab neben dem Dump.</translation>
    </message>
    <message>
        <source>Potential depth ε</source>
        <translation>Potentialtiefe ε</translation>
    </message>
    <message>
        <source>`pair_coeff` ε of the run (type 1–1).</source>
        <translation>`pair_coeff` ε des Laufs (Typ 1–1).</translation>
    </message>
    <message>
        <source>Potential range σ</source>
        <translation>Reichweite des Potentials σ</translation>
    </message>
    <message>
        <source>`pair_coeff` σ of the run (type 1–1).</source>
        <translation>`pair_coeff` σ des Laufs (Typ 1–1).</translation>
    </message>
    <message>
        <source>Cut-off r_c</source>
        <translation>Abschneideradius r_c</translation>
    </message>
    <message>
        <source>The Lennard-Jones cut-off of the run.</source>
        <translation>Der Lennard-Jones-Abschneideradius des Laufs.</translation>
    </message>
    <message>
        <source>Atom mass</source>
        <translation>Atommasse</translation>
    </message>
    <message>
        <source>Mass of every atom (for the kinetic energy), in the mass unit of LAMMPS `units lj`: the run&apos;s `mass 1 …` value.</source>
        <translation>Masse jedes Atoms (für die kinetische Energie) in der Masseneinheit von LAMMPS `units lj`: der Wert `mass 1 …` des Laufs.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Used when the log does not echo a `timestep` command.</source>
        <translation>Wird verwendet, wenn das Protokoll keinen `timestep`-Befehl wiedergibt.</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Äquilibrierungszeit</translation>
    </message>
    <message>
        <source>Frames and log rows before this time are left out of the averages.</source>
        <translation>Bilder und Protokollzeilen vor dieser Zeit bleiben in den Mittelwerten unberücksichtigt.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>the box is closed (not periodic in x and y)</source>
        <translation>die Box ist geschlossen (nicht periodisch in x und y)</translation>
    </message>
    <message>
        <source>fewer than two atoms</source>
        <translation>weniger als zwei Atome</translation>
    </message>
    <message>
        <source>g(r), frames so far</source>
        <translation>g(r), bisherige Bilder</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Temp</source>
        <translation>Temp</translation>
    </message>
    <message>
        <source>PotEng</source>
        <translation>PotEng</translation>
    </message>
    <message>
        <source>TotEng</source>
        <translation>TotEng</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Press</translation>
    </message>
    <message>
        <source>Frames in the trajectory</source>
        <translation>Bilder in der Trajektorie</translation>
    </message>
    <message>
        <source>no dump file named (set dump=PATH)</source>
        <translation>keine Dump-Datei angegeben (dump=PFAD setzen)</translation>
    </message>
    <message>
        <source>Frame shown (from 0)</source>
        <translation>Gezeigtes Bild (ab 0)</translation>
    </message>
    <message>
        <source>Atoms</source>
        <translation>Atome</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatur kT</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded</source>
        <translation>Kein LAMMPS-Lauf geladen</translation>
    </message>
    <message>
        <source>Import one: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Einen importieren: Datei → LAMMPS-Lauf importieren… oder --set dump=PFAD --set log=PFAD auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Kein LAMMPS-Lauf geladen: Datei → LAMMPS-Lauf importieren… oder --set dump=PFAD --set log=PFAD auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>The dump has no velocities (dump atom): temperature, pressure and the speed histogram need dump custom … vx vy.</source>
        <translation>Der Dump enthält keine Geschwindigkeiten (dump atom): Temperatur, Druck und das Geschwindigkeitshistogramm brauchen dump custom … vx vy.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: import one with File → Import LAMMPS run.</source>
        <translation>Kein LAMMPS-Lauf geladen: einen mit Datei → LAMMPS-Lauf importieren laden.</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms at temperature kT = %5 ε, pressure %6 ε/σ².</source>
        <translation>LAMMPS-Bild %1 von %2 (Schritt %3): %4 Atome bei der Temperatur kT = %5 ε, Druck %6 ε/σ².</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms.</source>
        <translation>LAMMPS-Bild %1 von %2 (Schritt %3): %4 Atome.</translation>
    </message>
    <message>
        <source>parameter &apos;cutoff&apos; = %1 is more than half the box side %2 of the dump: the minimum image would miss pairs; choose at most %3</source>
        <translation>Parameter &apos;cutoff&apos; = %1 ist mehr als die halbe Kastenseite %2 des Dumps: Das Minimum-Image-Verfahren würde Paare übersehen; höchstens %3 wählen</translation>
    </message>
    <message>
        <source>every frame from t = %1, frames played so far</source>
        <translation>jedes Bild ab t = %1, die bisher abgespielten Bilder</translation>
    </message>
    <message>
        <source>cannot read the LAMMPS deck: %1</source>
        <translation>die LAMMPS-Eingabedatei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the dump has atoms of type %1, but the deck %2 describes atom types 1 to %3 only (its mass and pair_coeff lines)</source>
        <translation>der Dump hat Atome vom Typ %1, aber die Eingabedatei %2 beschreibt nur die Atomtypen 1 bis %3 (ihre mass- und pair_coeff-Zeilen)</translation>
    </message>
    <message>
        <source>cannot read the data file of the deck %1: %2</source>
        <translation>die Datendatei der Eingabedatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: no mass for atom type %2 (neither a `mass` command nor the data file&apos;s Masses section)</source>
        <translation>%1: keine Masse für Atomtyp %2 (weder ein `mass`-Befehl noch der Abschnitt Masses der Datendatei)</translation>
    </message>
    <message>
        <source>%1: no pair_coeff for atom types %2 %3</source>
        <translation>%1: kein pair_coeff für die Atomtypen %2 %3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is longer than any file name can be</source>
        <translation>Parameter &apos;%1&apos;: %2 ist länger, als ein Dateiname sein kann</translation>
    </message>
    <message>
        <source>parameters &apos;log&apos; and &apos;dump&apos;: a log was named but no dump: set dump=PATH to the trajectory as well</source>
        <translation>Parameter &apos;log&apos; und &apos;dump&apos;: Ein Log wurde angegeben, aber kein Dump: auch dump=PFAD auf die Trajektorie setzen</translation>
    </message>
    <message>
        <source>parameter &apos;dump&apos;: cannot read the LAMMPS dump: %1</source>
        <translation>Parameter &apos;dump&apos;: der LAMMPS-Dump kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1</source>
        <translation>Parameter &apos;log&apos;: das LAMMPS-Log kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1: the thermo table has no Step column</source>
        <translation>Parameter &apos;log&apos;: das LAMMPS-Log kann nicht gelesen werden: %1: Die Thermo-Tabelle hat keine Spalte Step</translation>
    </message>
    <message>
        <source>%1: the dump has atoms of type %2, which the deck gives no pair coefficients</source>
        <translation>%1: Der Dump hat Atome vom Typ %2, für die die Eingabedatei keine Paarkoeffizienten angibt</translation>
    </message>
    <message>
        <source>the box is not square (%1 × %2)</source>
        <translation>der Kasten ist nicht quadratisch (%1 × %2)</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</source>
        <translation>LAMMPS-Bild %1 von %2   Schritt %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6   P = %7</source>
        <translation>LAMMPS-Bild %1 von %2   Schritt %3   t = %4   N = %5   kT = %6   P = %7</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5</source>
        <translation>LAMMPS-Bild %1 von %2   Schritt %3   t = %4   N = %5</translation>
    </message>
    <message>
        <source>Energies, pressure and g(r) are not computed: %1; name the run&apos;s input deck (deck=PATH; in.particlelab beside the dump is read by itself) for its masses and pair coefficients.</source>
        <translation>Energien, Druck und g(r) werden nicht berechnet: %1; die Eingabedatei des Laufs angeben (deck=PFAD; in.particlelab neben dem Dump wird von selbst gelesen), für ihre Massen und Paarkoeffizienten.</translation>
    </message>
    <message>
        <source>the frame on show is not in the dump</source>
        <translation>das gezeigte Bild ist nicht im Dump</translation>
    </message>
    <message>
        <source>the g(r) counts do not fit the run&apos;s bins</source>
        <translation>die g(r)-Zählungen passen nicht zu den Klassen des Laufs</translation>
    </message>
    <message>
        <source>a g(r) count is negative or not finite</source>
        <translation>eine g(r)-Zählung ist negativ oder nicht endlich</translation>
    </message>
</context>
<context>
    <name>lennard-jones</name>
    <message>
        <source>potential energy per atom</source>
        <translation>potentielle Energie pro Atom</translation>
    </message>
    <message>
        <source>Atoms N</source>
        <translation>Atome N</translation>
    </message>
    <message>
        <source>Number of atoms.</source>
        <translation>Anzahl der Atome.</translation>
    </message>
    <message>
        <source>Thermostat temperature kT₀</source>
        <translation>Thermostattemperatur kT₀</translation>
    </message>
    <message>
        <source>Target temperature of the thermostat (kT in units of ε).</source>
        <translation>Zieltemperatur des Thermostats (kT in Einheiten von ε).</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Teilchenzahldichte</translation>
    </message>
    <message>
        <source>Atoms per unit area; sets the box size.</source>
        <translation>Atome pro Flächeneinheit; legt die Größe der Box fest.</translation>
    </message>
    <message>
        <source>Initial temperature</source>
        <translation>Anfangstemperatur</translation>
    </message>
    <message>
        <source>kT the atoms start with (Maxwell velocities).</source>
        <translation>kT, mit dem die Atome starten (Maxwell-Geschwindigkeiten).</translation>
    </message>
    <message>
        <source>Thermostat time τ</source>
        <translation>Thermostatzeit τ</translation>
    </message>
    <message>
        <source>Berendsen relaxation time; 0 switches the thermostat off.</source>
        <translation>Berendsen-Relaxationszeit; 0 schaltet den Thermostat aus.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Velocity Verlet step. Above ~0.01 the energy starts to drift.</source>
        <translation>Velocity-Verlet-Schritt. Über ~0,01 beginnt die Energie zu driften.</translation>
    </message>
    <message>
        <source>Shift U to 0 at r_c</source>
        <translation>U bei r_c auf 0 verschieben</translation>
    </message>
    <message>
        <source>Subtract U(r_c) = −0.016ε from every pair inside the cut-off, so that a pair crossing r_c changes no energy (the forces stay the same).</source>
        <translation>U(r_c) = −0,016ε von jedem Paar innerhalb des Abschneideradius abziehen, damit ein Paar, das r_c überschreitet, keine Energie ändert (die Kräfte bleiben gleich).</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Äquilibrierungszeit</translation>
    </message>
    <message>
        <source>Time averages start this long after the reset or the last change of temperature, τ or Δt.</source>
        <translation>Die Zeitmittel beginnen so lange nach dem Zurücksetzen oder der letzten Änderung von Temperatur, τ oder Δt.</translation>
    </message>
    <message>
        <source>g(r), last 500 steps</source>
        <translation>g(r), letzte 500 Schritte</translation>
    </message>
    <message>
        <source>the closest pair</source>
        <translation>das nächste Paar</translation>
    </message>
    <message>
        <source>Lennard-Jones matter: gas, liquid drops, crystal</source>
        <translation>Lennard-Jones-Materie: Gas, Flüssigkeitstropfen, Kristall</translation>
    </message>
    <message>
        <source>Atoms with the Lennard-Jones potential and a thermostat: cool the gas and watch drops condense and freeze.</source>
        <translation>Atome mit dem Lennard-Jones-Potential und einem Thermostat: das Gas abkühlen und zusehen, wie Tropfen kondensieren und gefrieren.</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   cell lists</source>
        <translation>t = %1   N = %2   kT = %3 ε (Ziel %4)   U/N = %5 ε   P = %6 ε/σ²   Zellenlisten</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   all pairs (small box)</source>
        <translation>t = %1   N = %2   kT = %3 ε (Ziel %4)   U/N = %5 ε   P = %6 ε/σ²   alle Paare (kleine Box)</translation>
    </message>
    <message>
        <source>Lennard-Jones fluid: the run diverged at t = %1.</source>
        <translation>Lennard-Jones-Fluid: der Lauf divergierte bei t = %1.</translation>
    </message>
    <message numerus="yes">
        <source>Lennard-Jones fluid of %n atoms: temperature kT = %1 ε (target %2 ε), potential energy %3 ε per atom, pressure %4 ε/σ².</source>
        <translation>
            <numerusform>Lennard-Jones-Fluid aus %n Atomen: Temperatur kT = %1 ε (Ziel %2 ε), potentielle Energie %3 ε pro Atom, Druck %4 ε/σ².</numerusform>
            <numerusform>Lennard-Jones-Fluid aus %n Atomen: Temperatur kT = %1 ε (Ziel %2 ε), potentielle Energie %3 ε pro Atom, Druck %4 ε/σ².</numerusform>
        </translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;density&apos;: the box (side %1 σ) must be at least twice the cut-off 2.5σ: use more atoms or a lower density.</source>
        <translation>Parameter &apos;count&apos; und &apos;density&apos;: Der Kasten (Seite %1 σ) muss mindestens doppelt so groß sein wie der Abschneideradius 2,5σ: mehr Atome oder eine kleinere Dichte wählen.</translation>
    </message>
    <message>
        <source>every %1 steps from t = %2</source>
        <translation>alle %1 Schritte ab t = %2</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 σ√(m/ε): atoms came so close that the r⁻¹² repulsion blew up. Lower the time step Δt and reset.</source>
        <translation>Die Simulation divergierte bei t = %1 σ√(m/ε): Atome kamen sich so nahe, dass die r⁻¹²-Abstoßung explodierte. Den Zeitschritt Δt verkleinern und zurücksetzen.</translation>
    </message>
    <message>
        <source>the state has %1 atoms where the parameters place %2</source>
        <translation>der Zustand hat %1 Atome, wo die Parameter %2 vorsehen</translation>
    </message>
    <message>
        <source>the fluid&apos;s potential or g(r) settings differ from the parameters&apos;</source>
        <translation>Potential oder g(r)-Einstellungen des Fluids weichen von den Parametern ab</translation>
    </message>
    <message>
        <source>the g(r) on show must be finite numbers ≥ 0</source>
        <translation>das gezeigte g(r) muss aus endlichen Zahlen ≥ 0 bestehen</translation>
    </message>
    <message>
        <source>the fluid of a run that has not diverged holds an energy beyond the blow-up bound</source>
        <translation>das Fluid eines nicht divergierten Laufs hat eine Energie jenseits der Divergenzschranke</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the time the averages start from is not a finite number ≥ 0</source>
        <translation>der Beginn der Zeitmittelung ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <source>time averages: their start time is not a time of the run</source>
        <translation>Zeitmittelwerte: ihr Beginn ist kein Zeitpunkt des Laufs</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Forward Euler</source>
        <translation>Explizites Euler-Verfahren</translation>
    </message>
    <message>
        <source>Symplectic Euler</source>
        <translation>Symplektisches Euler-Verfahren</translation>
    </message>
    <message>
        <source>Heun</source>
        <translation>Heun</translation>
    </message>
    <message>
        <source>Midpoint</source>
        <translation>Mittelpunktverfahren</translation>
    </message>
    <message>
        <source>RK4</source>
        <translation>RK4</translation>
    </message>
    <message>
        <source>Velocity Verlet</source>
        <translation>Velocity-Verlet</translation>
    </message>
    <message>
        <source>Speeds against 2D Maxwell–Boltzmann</source>
        <translation>Geschwindigkeiten im Vergleich mit Maxwell-Boltzmann in 2D</translation>
    </message>
    <message>
        <source>speed v</source>
        <translation>Geschwindigkeit v</translation>
    </message>
    <message>
        <source>density f(v)</source>
        <translation>Dichte f(v)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Maxwell–Boltzmann</source>
        <translation>Maxwell-Boltzmann</translation>
    </message>
    <message>
        <source>Re λΔt</source>
        <translation>Re λΔt</translation>
    </message>
    <message>
        <source>Im λΔt</source>
        <translation>Im λΔt</translation>
    </message>
    <message>
        <source>λΔt now</source>
        <translation>λΔt jetzt</translation>
    </message>
    <message>
        <source>Region of Forward Euler</source>
        <translation>Gebiet des expliziten Euler-Verfahrens</translation>
    </message>
    <message>
        <source>Region of Symplectic Euler</source>
        <translation>Gebiet des symplektischen Euler-Verfahrens</translation>
    </message>
    <message>
        <source>Region of Heun</source>
        <translation>Gebiet von Heun</translation>
    </message>
    <message>
        <source>Region of Midpoint</source>
        <translation>Gebiet des Mittelpunkt-Verfahrens</translation>
    </message>
    <message>
        <source>Region of RK4</source>
        <translation>Gebiet von RK4</translation>
    </message>
    <message>
        <source>Region of Velocity Verlet</source>
        <translation>Gebiet von Velocity-Verlet</translation>
    </message>
    <message>
        <source>Δt over the stability limit</source>
        <translation>Δt im Verhältnis zur Stabilitätsgrenze</translation>
    </message>
    <message>
        <source>no mode to read</source>
        <translation>keine Mode abzulesen</translation>
    </message>
    <message>
        <source>Predicted energy growth per second |R(z)|^(2/Δt)</source>
        <translation>Vorhergesagtes Energiewachstum pro Sekunde |R(z)|^(2/Δt)</translation>
    </message>
    <message>
        <source>the value is not a finite number (the simulation may have diverged)</source>
        <translation>der Wert ist keine endliche Zahl (die Simulation ist vielleicht divergiert)</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <source>Seed of the random engine: the same seed gives the same run.</source>
        <translation>Startwert des Zufallsgenerators: derselbe Startwert ergibt denselben Lauf.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>Thermostat kT₀</source>
        <translation>Thermostat kT₀</translation>
    </message>
    <message>
        <source>LAMMPS log: Temp</source>
        <translation>LAMMPS-Protokoll: Temp</translation>
    </message>
    <message>
        <source>Energy per atom</source>
        <translation>Energie pro Atom</translation>
    </message>
    <message>
        <source>energy / N</source>
        <translation>Energie / N</translation>
    </message>
    <message>
        <source>Potential U/N</source>
        <translation>Potentiell U/N</translation>
    </message>
    <message>
        <source>Total (K + U)/N</source>
        <translation>Gesamt (K + U)/N</translation>
    </message>
    <message>
        <source>LAMMPS log: PotEng</source>
        <translation>LAMMPS-Protokoll: PotEng</translation>
    </message>
    <message>
        <source>LAMMPS log: TotEng</source>
        <translation>LAMMPS-Protokoll: TotEng</translation>
    </message>
    <message>
        <source>Shadow H̃/N (Verlet)</source>
        <translation>Schattenenergie H̃/N (Verlet)</translation>
    </message>
    <message>
        <source>Pressure (virial)</source>
        <translation>Druck (Virial)</translation>
    </message>
    <message>
        <source>Virial P</source>
        <translation>Virial P</translation>
    </message>
    <message>
        <source>P + ΔP (tail beyond r_c)</source>
        <translation>P + ΔP (Anteil jenseits r_c)</translation>
    </message>
    <message>
        <source>LAMMPS log: Press</source>
        <translation>LAMMPS-Protokoll: Press</translation>
    </message>
    <message>
        <source>Radial distribution function</source>
        <translation>Radiale Verteilungsfunktion</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial, force cut at r_c)</source>
        <translation>Druck P = (K + ½Σ r·F)/A (Virial, Kraft bei r_c abgeschnitten)</translation>
    </message>
    <message>
        <source>what LAMMPS&apos;s thermo column Press reports for pair_style lj/cut in 2D</source>
        <translation>was die Thermo-Spalte Press von LAMMPS für pair_style lj/cut in 2D ausgibt</translation>
    </message>
    <message>
        <source>Tail correction ΔP (pairs beyond r_c, g = 1)</source>
        <translation>Restkorrektur ΔP (Paare jenseits r_c, g = 1)</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatur kT</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Potentielle Energie pro Atom U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Gesamtenergie pro Atom (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure with the tail P + ΔP</source>
        <translation>Druck mit Restanteil P + ΔP</translation>
    </message>
    <message>
        <source>Tail correction of U/N (beyond r_c)</source>
        <translation>Restkorrektur von U/N (jenseits r_c)</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Teilchenzahldichte</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Seitenlänge der Box</translation>
    </message>
    <message>
        <source>Samples in the time averages</source>
        <translation>Stichproben in den Zeitmitteln</translation>
    </message>
    <message>
        <source>Its standard error</source>
        <translation>Sein Standardfehler</translation>
    </message>
    <message>
        <source>Time average ⟨P⟩ + ΔP (tail)</source>
        <translation>Zeitmittel ⟨P⟩ + ΔP (Restanteil)</translation>
    </message>
    <message>
        <source>Height of the first peak of g(r)</source>
        <translation>Höhe des ersten Maximums von g(r)</translation>
    </message>
    <message>
        <source>Position of the first peak of g(r)</source>
        <translation>Lage des ersten Maximums von g(r)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Time average ⟨kT⟩</source>
        <translation>Zeitmittel ⟨kT⟩</translation>
    </message>
    <message>
        <source>Time average ⟨U/N⟩</source>
        <translation>Zeitmittel ⟨U/N⟩</translation>
    </message>
    <message>
        <source>Time average ⟨P (virial, cut at r_c)⟩</source>
        <translation>Zeitmittel ⟨P (Virial, abgeschnitten bei r_c)⟩</translation>
    </message>
    <message>
        <source>λΔt of Dormand–Prince 5(4) now</source>
        <translation>λΔt von Dormand–Prince 5(4) jetzt</translation>
    </message>
    <message>
        <source>λΔt of Heun–Euler 2(1) now</source>
        <translation>λΔt von Heun–Euler 2(1) jetzt</translation>
    </message>
    <message>
        <source>Region of Dormand–Prince 5(4)</source>
        <translation>Gebiet von Dormand–Prince 5(4)</translation>
    </message>
    <message>
        <source>Region of Heun–Euler 2(1)</source>
        <translation>Gebiet von Heun–Euler 2(1)</translation>
    </message>
    <message>
        <source>Stability meter: z = λΔt and the regions</source>
        <translation>Stabilitätsanzeige: z = λΔt und die Gebiete</translation>
    </message>
    <message>
        <source>Symplectic Euler force</source>
        <translation>Symplektisches Euler-Verfahren: Kraft</translation>
    </message>
    <message>
        <source>Forward Euler force</source>
        <translation>Explizites Euler-Verfahren: Kraft</translation>
    </message>
    <message>
        <source>Symplectic Euler velocity</source>
        <translation>Symplektisches Euler-Verfahren: Geschwindigkeit</translation>
    </message>
    <message>
        <source>Forward Euler velocity</source>
        <translation>Explizites Euler-Verfahren: Geschwindigkeit</translation>
    </message>
    <message>
        <source>Symplectic Euler position</source>
        <translation>Symplektisches Euler-Verfahren: Position</translation>
    </message>
    <message>
        <source>Forward Euler position</source>
        <translation>Explizites Euler-Verfahren: Position</translation>
    </message>
    <message>
        <source>Heun predictor</source>
        <translation>Heun: Prädiktor</translation>
    </message>
    <message>
        <source>Heun corrector</source>
        <translation>Heun: Korrektor</translation>
    </message>
    <message>
        <source>Midpoint half step</source>
        <translation>Mittelpunktverfahren: halber Schritt</translation>
    </message>
    <message>
        <source>Midpoint full step</source>
        <translation>Mittelpunktverfahren: ganzer Schritt</translation>
    </message>
    <message>
        <source>RK4 slope k₁</source>
        <translation>RK4: Steigung k₁</translation>
    </message>
    <message>
        <source>RK4 slope k₂</source>
        <translation>RK4: Steigung k₂</translation>
    </message>
    <message>
        <source>RK4 slope k₃</source>
        <translation>RK4: Steigung k₃</translation>
    </message>
    <message>
        <source>RK4 slope k₄ and update</source>
        <translation>RK4: Steigung k₄ und Aktualisierung</translation>
    </message>
    <message>
        <source>Verlet half kick</source>
        <translation>Verlet: halber Stoß</translation>
    </message>
    <message>
        <source>Verlet drift</source>
        <translation>Verlet: Drift</translation>
    </message>
    <message>
        <source>no oscillating mode in %1 (λ real ≥ 0: the motion itself runs away there, whatever the method)</source>
        <translation>keine schwingende Mode in %1 (λ reell ≥ 0: dort läuft schon die Bewegung selbst davon, mit jedem Verfahren)</translation>
    </message>
    <message>
        <source>%1 is stable at no Δt for %2</source>
        <translation>%1 ist für %2 bei keinem Δt stabil</translation>
    </message>
    <message>
        <source>Δt is %1 of the stability limit of %2 for %3</source>
        <translation>Δt beträgt das %1-Fache der Stabilitätsgrenze von %2 für %3</translation>
    </message>
    <message>
        <source>%1: energy grows by a factor %2 per second</source>
        <translation>%1: Die Energie wächst um den Faktor %2 pro Sekunde</translation>
    </message>
    <message>
        <source>%1: no mode grows</source>
        <translation>%1: keine Mode wächst</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; for lesson &apos;%2&apos;</source>
        <translation>unbekannter Parameter &apos;%1&apos; für die Lektion &apos;%2&apos;</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a finite number</source>
        <translation>Parameter &apos;%1&apos;: %2 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to compute with (smaller than 2.2e-308); use 0</source>
        <translation>Parameter &apos;%1&apos;: %2 liegt zu nah an null, um damit zu rechnen (kleiner als 2,2e-308); 0 verwenden</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a whole number</source>
        <translation>Parameter &apos;%1&apos;: %2 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: a flag is 0 or 1, not %2</source>
        <translation>Parameter &apos;%1&apos;: Ein Schalter ist 0 oder 1, nicht %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2%3 is out of range [%4, %5]%3</source>
        <translation>Parameter &apos;%1&apos;: %2%3 liegt außerhalb des Bereichs [%4; %5]%3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose one of: %3)</source>
        <translation>Parameter &apos;%1&apos;: unbekannte Auswahl %2 (eine davon wählen: %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: choose at least one of: %2</source>
        <translation>Parameter &apos;%1&apos;: mindestens eine davon wählen: %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose from: %3)</source>
        <translation>Parameter &apos;%1&apos;: unbekannte Auswahl %2 (Auswahl aus: %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: &apos;%2&apos; is chosen twice; name each choice once</source>
        <translation>Parameter &apos;%1&apos;: &apos;%2&apos; ist zweimal gewählt; jede Auswahl nur einmal nennen</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a number</source>
        <translation>Parameter &apos;%1&apos;: %2 ist keine Zahl</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to represent (smaller than 2.2e-308); use 0</source>
        <translation>Parameter &apos;%1&apos;: %2 liegt zu nah an null, um dargestellt zu werden (kleiner als 2,2e-308); 0 verwenden</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too large to represent (larger than 1.8e308)</source>
        <translation>Parameter &apos;%1&apos;: %2 ist zu groß, um dargestellt zu werden (größer als 1,8e308)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown kind</source>
        <translation>Parameter &apos;%1&apos;: unbekannte Art</translation>
    </message>
    <message>
        <source>averaging needs %1 samples (%2); %3 so far</source>
        <translation>die Mittelung braucht %1 Stichproben (%2); bisher %3</translation>
    </message>
    <message>
        <source>± %1 over %2 samples since t = %3 (%4)</source>
        <translation>± %1 über %2 Stichproben seit t = %3 (%4)</translation>
    </message>
    <message>
        <source>%1: standard error</source>
        <translation>%1: Standardfehler</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples</source>
        <translation>Blockmittelung (Flyvbjerg–Petersen, Stufe nach dem Test von Jonsson): Blöcke zu %1 Stichproben</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples; no level with uncorrelated blocks yet, the largest estimate is shown: run longer</source>
        <translation>Blockmittelung (Flyvbjerg–Petersen, Stufe nach dem Test von Jonsson): Blöcke zu %1 Stichproben; noch keine Stufe mit unkorrelierten Blöcken, die größte Schätzung wird gezeigt: länger laufen lassen</translation>
    </message>
    <message>
        <source>a state saved by an older ParticleLab (format version %1) does not fit lesson &apos;%2&apos;: %3</source>
        <translation>ein von einer älteren ParticleLab-Version gespeicherter Zustand (Formatversion %1) passt nicht zur Lektion „%2“: %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be %2</source>
        <translation>das Feld „%1“ muss %2 sein</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>das Feld „%1“ fehlt</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: nested more than %2 levels deep (no session nests so deep; the file was made by hand or damaged)</source>
        <translation>%1: mehr als %2 Ebenen tief verschachtelt (keine Sitzung ist so tief verschachtelt; die Datei wurde von Hand erstellt oder ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1: kein gültiges JSON (%2)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (the file is not a JSON object)</source>
        <translation>keine ParticleLab-Sitzung (die Datei ist kein JSON-Objekt)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (&quot;%1&quot; is not &quot;%2&quot;)</source>
        <translation>keine ParticleLab-Sitzung („%1“ ist nicht „%2“)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this ParticleLab reads versions 1 to %2)</source>
        <translation>Formatversion %1 wird nicht unterstützt (dieses ParticleLab liest die Versionen 1 bis %2)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (a session has %2)</source>
        <translation>unbekanntes Feld „%1“ (eine Sitzung hat %2)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be an object (a scene file&apos;s content)</source>
        <translation>das Feld „%1“ muss ein Objekt sein (der Inhalt einer Szenendatei)</translation>
    </message>
    <message>
        <source>the lesson is &apos;%1&apos;, a built-in lesson, but the file embeds a &quot;%2&quot; (only a scene opened from a file is saved with its scene)</source>
        <translation>die Lektion ist „%1“, eine eingebaute Lektion, aber die Datei enthält eine „%2“ (nur eine aus einer Datei geöffnete Szene wird mit ihrer Szene gespeichert)</translation>
    </message>
    <message>
        <source>unknown lesson &apos;%1&apos;</source>
        <translation>unbekannte Lektion „%1“</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; must be a string such as &quot;%2&quot;</source>
        <translation>der Parameter „%1“ muss eine Zeichenkette wie „%2“ sein</translation>
    </message>
    <message>
        <source>an array [x, y]</source>
        <translation>eine Liste [x, y]</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be [x, y]</source>
        <translation>das Feld „%1“ muss [x, y] sein</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>the view&apos;s centre and scale must be finite, the scale ≥ 0</source>
        <translation>Mittelpunkt und Maßstab der Ansicht müssen endlich sein, der Maßstab ≥ 0</translation>
    </message>
    <message>
        <source>the payload&apos;s encoding is not &quot;%1&quot;</source>
        <translation>die Kodierung der Nutzdaten ist nicht „%1“</translation>
    </message>
    <message>
        <source>the payload is not base64 text (damaged or edited by hand)</source>
        <translation>die Nutzdaten sind kein Base64-Text (beschädigt oder von Hand bearbeitet)</translation>
    </message>
    <message>
        <source>the payload is truncated (%1 bytes where %2 were saved)</source>
        <translation>die Nutzdaten sind abgeschnitten (%1 Bytes, wo %2 gespeichert wurden)</translation>
    </message>
    <message>
        <source>the payload is damaged (its checksum does not match; was it edited?)</source>
        <translation>die Nutzdaten sind beschädigt (ihre Prüfsumme stimmt nicht; wurden sie bearbeitet?)</translation>
    </message>
    <message>
        <source>the payload cannot be read (%1)</source>
        <translation>die Nutzdaten können nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the moment on show lies outside the run</source>
        <translation>der gezeigte Moment liegt außerhalb des Laufs</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2, but the run stands at tick %3</source>
        <translation>das Feld „%1“ ist %2, aber der Lauf steht bei Takt %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be a finite number ≥ 0 (s)</source>
        <translation>das Feld „%1“ muss eine endliche Zahl ≥ 0 sein (s)</translation>
    </message>
    <message>
        <source>the saved state does not fit lesson &apos;%1&apos;: %2</source>
        <translation>der gespeicherte Zustand passt nicht zur Lektion „%1“: %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2 s, but the run stands at t = %3 s</source>
        <translation>das Feld „%1“ ist %2 s, aber der Lauf steht bei t = %3 s</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: %2</source>
        <translation>Verzweigung „%1“: %2</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: its ghost lies outside it</source>
        <translation>Verzweigung „%1“: ihr Geisterbild liegt außerhalb von ihr</translation>
    </message>
    <message>
        <source>the ghost of branch &apos;%1&apos; does not fit lesson &apos;%2&apos;: %3</source>
        <translation>das Geisterbild der Verzweigung „%1“ passt nicht zur Lektion „%2“: %3</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>%1 has %2 runs, the chosen methods %3</source>
        <translation>%1 hat %2 Läufe, die gewählten Verfahren %3</translation>
    </message>
    <message>
        <source>run %1 of %2 is not of the chosen method %3</source>
        <translation>Lauf %1 von %2 gehört nicht zum gewählten Verfahren %3</translation>
    </message>
    <message>
        <source>the grabbed particle %1 does not exist</source>
        <translation>das gegriffene Teilchen %1 existiert nicht</translation>
    </message>
    <message>
        <source>the grabbed particle&apos;s mass must be positive</source>
        <translation>die Masse des gegriffenen Teilchens muss positiv sein</translation>
    </message>
    <message>
        <source>the grabbed particle is not held in place</source>
        <translation>das gegriffene Teilchen wird nicht festgehalten</translation>
    </message>
    <message>
        <source>a particle system must have %1 particles, each with a position, velocity, force and mass</source>
        <translation>ein Teilchensystem muss %1 Teilchen haben, jedes mit Ort, Geschwindigkeit, Kraft und Masse</translation>
    </message>
    <message>
        <source>particle %1 has a zero or negative mass</source>
        <translation>Teilchen %1 hat eine Masse von null oder eine negative Masse</translation>
    </message>
    <message>
        <source>a particle system&apos;s time is not a time of the run</source>
        <translation>die Zeit eines Teilchensystems ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity beyond its blow-up bound or a force that is not finite</source>
        <translation>ein nicht divergierter Lauf hat einen Ort oder eine Geschwindigkeit jenseits seiner Divergenzschranke oder eine Kraft, die nicht endlich ist</translation>
    </message>
    <message>
        <source>the state has %1 runs where the parameters ask for %2</source>
        <translation>der Zustand hat %1 Läufe, wo die Parameter %2 verlangen</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt eines Laufs ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the gas&apos;s counters hold a time that is not a time of the run</source>
        <translation>die Zähler des Gases enthalten eine Zeit, die kein Zeitpunkt des Laufs ist</translation>
    </message>
    <message>
        <source>the gas&apos;s wall impulse or path length is not finite</source>
        <translation>Wandimpuls oder Weglänge des Gases sind nicht endlich</translation>
    </message>
    <message>
        <source>the gas&apos;s collision counts must be ≥ 0</source>
        <translation>die Stoßzahlen des Gases müssen ≥ 0 sein</translation>
    </message>
    <message>
        <source>the gas&apos;s arrays must all have one entry per disk</source>
        <translation>die Felder des Gases müssen alle einen Eintrag je Scheibe haben</translation>
    </message>
    <message>
        <source>the gas&apos;s disk identities and slots do not match</source>
        <translation>Kennungen und Plätze der Scheiben des Gases passen nicht zusammen</translation>
    </message>
    <message>
        <source>a disk has a zero, negative or infinite mass or radius</source>
        <translation>eine Scheibe hat eine Masse oder einen Radius, die null, negativ oder unendlich ist</translation>
    </message>
    <message>
        <source>the gas&apos;s box must have a finite, positive size</source>
        <translation>der Kasten des Gases muss eine endliche, positive Größe haben</translation>
    </message>
    <message>
        <source>the gas&apos;s time and step count must be finite numbers ≥ 0</source>
        <translation>Zeit und Schrittzahl des Gases müssen endliche Zahlen ≥ 0 sein</translation>
    </message>
    <message>
        <source>a candidate pair names a disk the gas does not have</source>
        <translation>ein Kandidatenpaar nennt eine Scheibe, die das Gas nicht hat</translation>
    </message>
    <message>
        <source>the area the gas&apos;s disks cover is not a finite number ≥ 0</source>
        <translation>die von den Scheiben des Gases bedeckte Fläche ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s piston has a speed or travel that is not finite</source>
        <translation>der Kolben des Gases hat eine Geschwindigkeit oder einen Hub, die nicht endlich ist</translation>
    </message>
    <message>
        <source>the gas&apos;s wall temperature is not a finite number ≥ 0</source>
        <translation>die Wandtemperatur des Gases ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <source>a disk lies outside the gas&apos;s box or is not finite</source>
        <translation>eine Scheibe liegt außerhalb des Kastens des Gases oder ist nicht endlich</translation>
    </message>
    <message>
        <source>a disk&apos;s velocity is not finite or the gas&apos;s energy overflows</source>
        <translation>die Geschwindigkeit einer Scheibe ist nicht endlich, oder die Energie des Gases läuft über</translation>
    </message>
    <message>
        <source>the fluid&apos;s settings (mass, σ, ε, cut-off, thermostat) are not acceptable</source>
        <translation>die Einstellungen des Fluids (Masse, σ, ε, Abschneideradius, Thermostat) sind nicht zulässig</translation>
    </message>
    <message>
        <source>the fluid&apos;s arrays must all have one entry per atom</source>
        <translation>die Felder des Fluids müssen alle einen Eintrag je Atom haben</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list is damaged</source>
        <translation>die Nachbarliste des Fluids ist beschädigt</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list names an atom it does not have</source>
        <translation>die Nachbarliste des Fluids nennt ein Atom, das es nicht hat</translation>
    </message>
    <message>
        <source>the fluid&apos;s g(r) counts do not match its bins</source>
        <translation>die g(r)-Zählungen des Fluids passen nicht zu seinen Klassen</translation>
    </message>
    <message>
        <source>the fluid&apos;s box, time and step count must be finite numbers ≥ 0</source>
        <translation>Kasten, Zeit und Schrittzahl des Fluids müssen endliche Zahlen ≥ 0 sein</translation>
    </message>
    <message>
        <source>an atom&apos;s velocity, force or energy is not finite</source>
        <translation>Geschwindigkeit, Kraft oder Energie eines Atoms ist nicht endlich</translation>
    </message>
    <message>
        <source>an atom lies outside the periodic box or is not finite</source>
        <translation>ein Atom liegt außerhalb des periodischen Kastens oder ist nicht endlich</translation>
    </message>
    <message>
        <source>the fluid&apos;s kinetic energy, potential energy or virial is not finite</source>
        <translation>kinetische Energie, potentielle Energie oder Virial des Fluids ist nicht endlich</translation>
    </message>
    <message>
        <source>the saved values lack parameter &apos;%1&apos;</source>
        <translation>den gespeicherten Werten fehlt der Parameter „%1“</translation>
    </message>
    <message>
        <source>the state is damaged or incomplete (%1)</source>
        <translation>der Zustand ist beschädigt oder unvollständig (%1)</translation>
    </message>
    <message>
        <source>the state has bytes left over after the lesson read it</source>
        <translation>nach dem Lesen durch die Lektion bleiben Bytes des Zustands übrig</translation>
    </message>
    <message>
        <source>the state is not acceptable: %1</source>
        <translation>der Zustand ist nicht zulässig: %1</translation>
    </message>
    <message>
        <source>the run has no keyframe at its start</source>
        <translation>der Lauf hat kein Schlüsselbild an seinem Anfang</translation>
    </message>
    <message>
        <source>the run&apos;s keyframes are out of order</source>
        <translation>die Schlüsselbilder des Laufs sind nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>a keyframe lies beyond the end of the run</source>
        <translation>ein Schlüsselbild liegt hinter dem Ende des Laufs</translation>
    </message>
    <message>
        <source>the run&apos;s event log is out of order</source>
        <translation>das Ereignisprotokoll des Laufs ist nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>the run&apos;s stage marks are out of order</source>
        <translation>die Stufenmarken des Laufs sind nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>the run&apos;s keyframe settings are invalid</source>
        <translation>die Schlüsselbild-Einstellungen des Laufs sind ungültig</translation>
    </message>
    <message>
        <source>a matrix in the state has an impossible size</source>
        <translation>eine Matrix im Zustand hat eine unmögliche Größe</translation>
    </message>
    <message>
        <source>a random engine in the state is damaged</source>
        <translation>ein Zufallsgenerator im Zustand ist beschädigt</translation>
    </message>
    <message>
        <source>a random distribution in the state is damaged</source>
        <translation>eine Zufallsverteilung im Zustand ist beschädigt</translation>
    </message>
    <message>
        <source>time averages: %1</source>
        <translation>Zeitmittelwerte: %1</translation>
    </message>
    <message>
        <source>time averages: the three quantities count different numbers of samples</source>
        <translation>Zeitmittelwerte: die drei Größen zählen unterschiedlich viele Proben</translation>
    </message>
    <message>
        <source>time averages: their start time is not a number</source>
        <translation>Zeitmittelwerte: ihr Beginn ist keine Zahl</translation>
    </message>
    <message>
        <source>the averages&apos; sample lists differ in length</source>
        <translation>die Probenlisten der Mittelwerte sind unterschiedlich lang</translation>
    </message>
    <message>
        <source>boundary needs a style for x, y and z</source>
        <translation>boundary braucht einen Stil für x, y und z</translation>
    </message>
    <message>
        <source>read_data names no file</source>
        <translation>read_data nennt keine Datei</translation>
    </message>
    <message>
        <source>expected &apos;mass TYPE M&apos; with a type from 1 and M &gt; 0</source>
        <translation>erwartet wurde &apos;mass TYPE M&apos; mit einem Typ ab 1 und M &gt; 0</translation>
    </message>
    <message>
        <source>only &apos;pair_style lj/cut RC&apos; is read, found %1</source>
        <translation>nur &apos;pair_style lj/cut RC&apos; wird gelesen, gefunden: %1</translation>
    </message>
    <message>
        <source>the lj/cut cut-off %1 is not a positive number</source>
        <translation>der lj/cut-Abschneideradius %1 ist keine positive Zahl</translation>
    </message>
    <message>
        <source>expected &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; with types from 1, EPSILON ≥ 0 and SIGMA &gt; 0</source>
        <translation>erwartet wurde &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; mit Typen ab 1, EPSILON ≥ 0 und SIGMA &gt; 0</translation>
    </message>
    <message>
        <source>the pair cut-off %1 is not a positive number</source>
        <translation>der Abschneideradius %1 des Paares ist keine positive Zahl</translation>
    </message>
    <message>
        <source>the group&apos;s type %1 is not a type number</source>
        <translation>der Typ %1 der Gruppe ist keine Typnummer</translation>
    </message>
    <message>
        <source>the wall position %1 of %2 is not a number (EDGE and variables are not read)</source>
        <translation>die Wandposition %1 von %2 ist keine Zahl (EDGE und Variablen werden nicht gelesen)</translation>
    </message>
    <message>
        <source>the ATOMS header has no &apos;id&apos; column</source>
        <translation>der ATOMS-Kopf hat keine Spalte &apos;id&apos;</translation>
    </message>
    <message>
        <source>the ATOMS header has no positions (x y, xs ys or xu yu)</source>
        <translation>der ATOMS-Kopf hat keine Positionen (x y, xs ys oder xu yu)</translation>
    </message>
    <message>
        <source>the ATOMS header has only one of the velocity columns vx, vy</source>
        <translation>der ATOMS-Kopf hat nur eine der Geschwindigkeitsspalten vx, vy</translation>
    </message>
    <message>
        <source>the file ends where %1 should be (truncated?)</source>
        <translation>die Datei endet, wo %1 stehen sollte (abgeschnitten?)</translation>
    </message>
    <message>
        <source>expected %1 to begin a frame, found %2</source>
        <translation>erwartet wurde %1 am Anfang eines Bildes, gefunden: %2</translation>
    </message>
    <message>
        <source>the file ends where the timestep should be (truncated?)</source>
        <translation>die Datei endet, wo der Zeitschritt stehen sollte (abgeschnitten?)</translation>
    </message>
    <message>
        <source>%1 is not a timestep number</source>
        <translation>%1 ist keine Zeitschrittnummer</translation>
    </message>
    <message>
        <source>the file ends where the value of %1 should be (truncated?)</source>
        <translation>die Datei endet, wo der Wert von %1 stehen sollte (abgeschnitten?)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet wurde %1, gefunden: %2</translation>
    </message>
    <message>
        <source>the file ends where the number of atoms should be (truncated?)</source>
        <translation>die Datei endet, wo die Atomzahl stehen sollte (abgeschnitten?)</translation>
    </message>
    <message>
        <source>%1 is not a number of atoms</source>
        <translation>%1 ist keine Atomzahl</translation>
    </message>
    <message>
        <source>a triclinic box (tilt factors xy xz yz): only orthogonal boxes are read</source>
        <translation>ein trikliner Kasten (Kippfaktoren xy xz yz): nur rechtwinklige Kästen werden gelesen</translation>
    </message>
    <message>
        <source>the file ends where the box bounds should be (truncated?)</source>
        <translation>die Datei endet, wo die Kastengrenzen stehen sollten (abgeschnitten?)</translation>
    </message>
    <message>
        <source>expected two finite box bounds lo &lt; hi, found %1</source>
        <translation>erwartet wurden zwei endliche Kastengrenzen lo &lt; hi, gefunden: %1</translation>
    </message>
    <message>
        <source>this frame&apos;s columns differ from the first frame&apos;s (%1)</source>
        <translation>die Spalten dieses Bildes weichen von denen des ersten Bildes ab (%1)</translation>
    </message>
    <message>
        <source>this frame has %1 atoms, the first frame %2 (atoms lost or added are not supported)</source>
        <translation>dieses Bild hat %1 Atome, das erste Bild %2 (verlorene oder hinzugekommene Atome werden nicht unterstützt)</translation>
    </message>
    <message>
        <source>the frame at timestep %1 claims %2 atoms, but the rest of the file holds at most %3 atom rows (truncated, or a wrong NUMBER OF ATOMS?)</source>
        <translation>das Bild bei Zeitschritt %1 gibt %2 Atome an, aber der Rest der Datei fasst höchstens %3 Atomzeilen (abgeschnitten oder falsche NUMBER OF ATOMS?)</translation>
    </message>
    <message>
        <source>the file ends after %1 of %2 atoms of the frame at timestep %3 (truncated?)</source>
        <translation>die Datei endet nach %1 von %2 Atomen des Bildes bei Zeitschritt %3 (abgeschnitten?)</translation>
    </message>
    <message>
        <source>an atom row with %1 values; the ATOMS header names %2 columns</source>
        <translation>eine Atomzeile mit %1 Werten; der ATOMS-Kopf nennt %2 Spalten</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2)</source>
        <translation>%1 ist keine endliche Zahl (Spalte %2)</translation>
    </message>
    <message>
        <source>%1 is not a number (column %2)</source>
        <translation>%1 ist keine Zahl (Spalte %2)</translation>
    </message>
    <message>
        <source>the atom type %1 is not a whole number from 1 to 1000</source>
        <translation>der Atomtyp %1 ist keine ganze Zahl von 1 bis 1000</translation>
    </message>
    <message>
        <source>the frame at timestep %1 lists an atom id twice</source>
        <translation>das Bild bei Zeitschritt %1 führt eine Atom-ID doppelt auf</translation>
    </message>
    <message>
        <source>no frame: the file is empty</source>
        <translation>kein Bild: die Datei ist leer</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>erwartet wurden %1 Werte, gefunden: %2</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>velocity of atom %1, which is not the atom listed at that place in Atoms</source>
        <translation>Geschwindigkeit von Atom %1, das nicht das an dieser Stelle unter Atoms aufgeführte Atom ist</translation>
    </message>
    <message>
        <source>no &apos;N atoms&apos; line in the header</source>
        <translation>keine Zeile &apos;N atoms&apos; im Kopf</translation>
    </message>
    <message>
        <source>the header announces %1 atoms, the Atoms section lists %2</source>
        <translation>der Kopf kündigt %1 Atome an, der Abschnitt Atoms führt %2 auf</translation>
    </message>
    <message>
        <source>the Velocities section lists %1 of %2 atoms</source>
        <translation>der Abschnitt Velocities führt %1 von %2 Atomen auf</translation>
    </message>
    <message>
        <source>this thermo table&apos;s columns differ from those of the first table; only runs with one thermo_style are read</source>
        <translation>die Spalten dieser Thermo-Tabelle weichen von denen der ersten Tabelle ab; nur Läufe mit einem einzigen thermo_style werden gelesen</translation>
    </message>
    <message>
        <source>a thermo row with %1 values; the header at line %2 names %3 columns</source>
        <translation>eine Thermo-Zeile mit %1 Werten; der Kopf in Zeile %2 nennt %3 Spalten</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2; did the LAMMPS run blow up?)</source>
        <translation>%1 ist keine endliche Zahl (Spalte %2; ist der LAMMPS-Lauf divergiert?)</translation>
    </message>
    <message>
        <source>the file ends inside the thermo table begun at line %1, after %2 rows, without its &apos;Loop time&apos; line (truncated, or LAMMPS is still running?)</source>
        <translation>die Datei endet innerhalb der in Zeile %1 begonnenen Thermo-Tabelle, nach %2 Zeilen, ohne ihre Zeile &apos;Loop time&apos; (abgeschnitten, oder läuft LAMMPS noch?)</translation>
    </message>
    <message>
        <source>no thermo table (a line &apos;Step …&apos; followed by rows)</source>
        <translation>keine Thermo-Tabelle (eine Zeile &apos;Step …&apos; mit folgenden Zeilen)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a character device (it never ends)</source>
        <translation>ein zeichenorientiertes Gerät (es endet nie)</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a FIFO (a named pipe)</source>
        <translation>ein FIFO (eine benannte Pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a file that can be read</source>
        <translation>keine Datei, die sich lesen lässt</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Vorgang nicht erlaubt</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Kein Ordner</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Ist ein Ordner</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Dateiname zu lang</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Zu viele Ebenen symbolischer Links</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Zu viele offene Dateien</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>Speicher kann nicht belegt werden</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>kann nicht geöffnet werden (%1)</translation>
    </message>
    <message>
        <source>is %1, not a regular file</source>
        <translation>ist %1, keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>reading was interrupted</source>
        <translation>das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>is larger than %1, the most %2 may have</source>
        <translation>ist größer als %1, das Höchstmaß für %2</translation>
    </message>
    <message>
        <source>a LAMMPS input deck</source>
        <translation>ein LAMMPS-Eingabeskript</translation>
    </message>
    <message>
        <source>a LAMMPS dump</source>
        <translation>ein LAMMPS-Dump</translation>
    </message>
    <message>
        <source>a LAMMPS data file</source>
        <translation>eine LAMMPS-Datendatei</translation>
    </message>
    <message>
        <source>a LAMMPS log</source>
        <translation>ein LAMMPS-Protokoll</translation>
    </message>
    <message>
        <source>its embedded scene</source>
        <translation>ihre eingebettete Szene</translation>
    </message>
    <message>
        <source>a session file</source>
        <translation>eine Sitzungsdatei</translation>
    </message>
    <message>
        <source>a true/false value is stored as %1, neither 0 nor 1 (damaged)</source>
        <translation>ein Wahrheitswert ist als %1 gespeichert, weder 0 noch 1 (beschädigt)</translation>
    </message>
    <message>
        <source>it ends before everything in it was read</source>
        <translation>die Daten enden, bevor alles gelesen war</translation>
    </message>
    <message>
        <source>a choice in it names an alternative that does not exist</source>
        <translation>eine Auswahl darin nennt eine Möglichkeit, die es nicht gibt</translation>
    </message>
    <message>
        <source>a size in it asks for more memory than there is</source>
        <translation>eine Größenangabe darin verlangt mehr Speicher, als vorhanden ist</translation>
    </message>
    <message>
        <source>a list in it claims an impossible length</source>
        <translation>eine Liste darin gibt eine unmögliche Länge an</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>value</source>
        <translation>einem Wert</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>einem Objektschlüssel</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>einem Objekttrenner</translation>
    </message>
    <message>
        <source>object</source>
        <translation>einem Objekt</translation>
    </message>
    <message>
        <source>array</source>
        <translation>einer Liste</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>das Literal true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>das Literal false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>das Literal null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>das Ende der Eingabe</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos; oder ein Literal</translation>
    </message>
    <message>
        <source>&lt;parse error&gt;</source>
        <translation>&lt;Lesefehler&gt;</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>ein unbekanntes Zeichen</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>ungültiges Literal</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>ungültige Zeichenkette: das schließende Anführungszeichen fehlt</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>ungültige Zeichenkette: fehlerhaftes UTF-8-Byte</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>ungültige Zeichenkette: unerlaubtes Zeichen nach dem Backslash</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>ungültige Zeichenkette: auf &apos;\u&apos; müssen 4 Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>ungültige Zahl; nach &apos;-&apos; wird eine Ziffer erwartet</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>ungültige Zahl; nach &apos;.&apos; wird eine Ziffer erwartet</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>ungültige Zahl; nach dem Exponenten wird &apos;+&apos;, &apos;-&apos; oder eine Ziffer erwartet</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>ungültige Zahl; nach dem Vorzeichen des Exponenten wird eine Ziffer erwartet</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2</source>
        <translation>ungültige Zeichenkette: das Steuerzeichen %1 muss als %2 geschrieben werden</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;; expected %4</source>
        <translation>Syntaxfehler beim Lesen von %1 – %2; zuletzt gelesen: &apos;%3&apos;; erwartet: %4</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;</source>
        <translation>Syntaxfehler beim Lesen von %1 – %2; zuletzt gelesen: &apos;%3&apos;</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2; expected %3</source>
        <translation>Syntaxfehler beim Lesen von %1 – unerwartet: %2; erwartet: %3</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2</source>
        <translation>Syntaxfehler beim Lesen von %1 – unerwartet: %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep (no scene nests so deep)</source>
        <translation>mehr als %1 Ebenen tief verschachtelt (keine Szene ist so tief verschachtelt)</translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON object)</source>
        <translation>die Datei ist leer (erwartet wird ein JSON-Objekt)</translation>
    </message>
    <message>
        <source>the file ends too early (truncated?): %1</source>
        <translation>die Datei endet zu früh (abgeschnitten?): %1</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>wahr/falsch</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>expected an object {…} (%1), found %2</source>
        <translation>erwartet wird ein Objekt {…} (%1), gefunden: %2</translation>
    </message>
    <message>
        <source>expected a list […] (%1), found %2</source>
        <translation>erwartet wird eine Liste […] (%1), gefunden: %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekanntes Feld &apos;%1&apos; (erwartet wird eines von: %2)</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>das Feld &apos;%1&apos; fehlt</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>erwartet wird eine Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>the number is too large (not finite)</source>
        <translation>die Zahl ist zu groß (nicht endlich)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>erwartet wird eine ganze Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a string &quot;…&quot;, found %1</source>
        <translation>erwartet wird eine Zeichenkette &quot;…&quot;, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a pair of numbers [x, y], found %1</source>
        <translation>erwartet wird ein Zahlenpaar [x, y], gefunden: %1</translation>
    </message>
    <message>
        <source>a list of %1</source>
        <translation>eine Liste mit %1 Einträgen</translation>
    </message>
    <message>
        <source>a scene file</source>
        <translation>eine Szenendatei</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>die Datei %1</translation>
    </message>
    <message>
        <source>unknown colour &apos;%1&apos; (expected #rrggbb or one of: %2)</source>
        <translation>unbekannte Farbe &apos;%1&apos; (erwartet wird #rrggbb oder eine von: %2)</translation>
    </message>
    <message>
        <source>a scene</source>
        <translation>eine Szene</translation>
    </message>
    <message>
        <source>this is not a scene file: the format is &apos;%1&apos;, expected &apos;%2&apos;</source>
        <translation>dies ist keine Szenendatei: das Format ist &apos;%1&apos;, erwartet wird &apos;%2&apos;</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version 1)</source>
        <translation>Version %1 wird nicht unterstützt (dieses Programm liest Version 1)</translation>
    </message>
    <message>
        <source>the world rectangle shown</source>
        <translation>das gezeigte Rechteck der Welt</translation>
    </message>
    <message>
        <source>min must be below and left of max</source>
        <translation>min muss unterhalb und links von max liegen</translation>
    </message>
    <message>
        <source>the scene&apos;s texts by language (de, fr, es, pt_BR)</source>
        <translation>die Texte der Szene nach Sprache (de, fr, es, pt_BR)</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekannte Sprache &apos;%1&apos; (erwartet wird eine von: %2)</translation>
    </message>
    <message>
        <source>the scene&apos;s title, description and questions in one language</source>
        <translation>Titel, Beschreibung und Fragen der Szene in einer Sprache</translation>
    </message>
    <message>
        <source>the questions&apos; texts, in order</source>
        <translation>die Texte der Fragen, der Reihe nach</translation>
    </message>
    <message>
        <source>the scene asks no questions (student.questions), so there are none to translate</source>
        <translation>die Szene stellt keine Fragen (student.questions), also gibt es keine zu übersetzen</translation>
    </message>
    <message>
        <source>%1 for %2 of student.questions: give one text a question, in the same order</source>
        <translation>%1 für %2 von student.questions: geben Sie einen Text je Frage an, in derselben Reihenfolge</translation>
    </message>
    <message numerus="yes">
        <source>%n question texts</source>
        <translation>
            <numerusform>%n Fragetext</numerusform>
            <numerusform>%n Fragetexte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n questions</source>
        <translation>
            <numerusform>die %n Frage</numerusform>
            <numerusform>die %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>the question&apos;s text is empty</source>
        <translation>der Text der Frage ist leer</translation>
    </message>
    <message>
        <source>%1 is not greater than 0 (%2)</source>
        <translation>%1 ist nicht größer als 0 (%2)</translation>
    </message>
    <message>
        <source>%1 is negative (%2; 0 or more)</source>
        <translation>%1 ist negativ (%2; 0 oder mehr)</translation>
    </message>
    <message>
        <source>%1 is outside [0, 1]</source>
        <translation>%1 liegt außerhalb von [0, 1]</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekannter Integrator &apos;%1&apos; (erwartet wird einer von: %2)</translation>
    </message>
    <message>
        <source>a time step in s</source>
        <translation>ein Zeitschritt in s</translation>
    </message>
    <message>
        <source>a time step of %1 s is longer than 1 s</source>
        <translation>ein Zeitschritt von %1 s ist länger als 1 s</translation>
    </message>
    <message>
        <source>a time step of %1 s is shorter than 1e-9 s</source>
        <translation>ein Zeitschritt von %1 s ist kürzer als 1e-9 s</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 1000</source>
        <translation>erwartet wird eine ganze Zahl von 1 bis 1000</translation>
    </message>
    <message>
        <source>a drag coefficient in N·s/m</source>
        <translation>ein Reibungskoeffizient in N·s/m</translation>
    </message>
    <message>
        <source>contacts between the particles</source>
        <translation>Stöße zwischen den Teilchen</translation>
    </message>
    <message>
        <source>gravitation between the particles</source>
        <translation>Gravitation zwischen den Teilchen</translation>
    </message>
    <message>
        <source>the particles</source>
        <translation>die Teilchen</translation>
    </message>
    <message>
        <source>a scene needs at least one particle</source>
        <translation>eine Szene braucht mindestens ein Teilchen</translation>
    </message>
    <message>
        <source>a particle</source>
        <translation>ein Teilchen</translation>
    </message>
    <message>
        <source>the label &apos;%1&apos; is already used by particle %2</source>
        <translation>die Bezeichnung &apos;%1&apos; hat schon Teilchen %2</translation>
    </message>
    <message>
        <source>a mass in kg</source>
        <translation>eine Masse in kg</translation>
    </message>
    <message>
        <source>a radius in m</source>
        <translation>ein Radius in m</translation>
    </message>
    <message>
        <source>no particle is labelled &apos;%1&apos;</source>
        <translation>kein Teilchen trägt die Bezeichnung &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a particle&apos;s label or index, found %1</source>
        <translation>erwartet wird die Bezeichnung oder Nummer eines Teilchens, gefunden: %1</translation>
    </message>
    <message>
        <source>there is no particle %1 (the scene has %2, numbered from 0)</source>
        <translation>es gibt kein Teilchen %1 (die Szene hat %2, gezählt ab 0)</translation>
    </message>
    <message>
        <source>expected two particles [a, b], found %1</source>
        <translation>erwartet werden zwei Teilchen [a, b], gefunden: %1</translation>
    </message>
    <message>
        <source>joins particle %1 to itself</source>
        <translation>verbindet Teilchen %1 mit sich selbst</translation>
    </message>
    <message>
        <source>a length in m</source>
        <translation>eine Länge in m</translation>
    </message>
    <message>
        <source>the springs</source>
        <translation>die Federn</translation>
    </message>
    <message>
        <source>a spring</source>
        <translation>eine Feder</translation>
    </message>
    <message>
        <source>the rods (XPBD distance constraints)</source>
        <translation>die Stäbe (XPBD-Abstandsbedingungen)</translation>
    </message>
    <message>
        <source>a rod</source>
        <translation>ein Stab</translation>
    </message>
    <message>
        <source>the pressure bodies</source>
        <translation>die Druckkörper</translation>
    </message>
    <message>
        <source>a pressure body</source>
        <translation>ein Druckkörper</translation>
    </message>
    <message>
        <source>the ring&apos;s particles, counter-clockwise</source>
        <translation>die Teilchen des Rings, gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>a ring needs at least 3 particles, found %1</source>
        <translation>ein Ring braucht mindestens 3 Teilchen, gefunden: %1</translation>
    </message>
    <message>
        <source>particle %1 appears twice in the ring</source>
        <translation>Teilchen %1 kommt zweimal im Ring vor</translation>
    </message>
    <message>
        <source>the ring must run counter-clockwise around a positive area (its area is %1 m²)</source>
        <translation>der Ring muss gegen den Uhrzeigersinn um eine positive Fläche laufen (seine Fläche ist %1 m²)</translation>
    </message>
    <message>
        <source>the walls</source>
        <translation>die Wände</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>eine Wand</translation>
    </message>
    <message>
        <source>the normal %1 has no direction (its length must be more than 1e-12)</source>
        <translation>die Normale %1 hat keine Richtung (ihre Länge muss größer als 1e-12 sein)</translation>
    </message>
    <message>
        <source>a box&apos;s min must be below and left of its max</source>
        <translation>bei einer Box muss min unterhalb und links von max liegen</translation>
    </message>
    <message>
        <source>unknown wall type &apos;%1&apos; (expected plane or box)</source>
        <translation>unbekannter Wandtyp &apos;%1&apos; (erwartet wird plane oder box)</translation>
    </message>
    <message>
        <source>a friction coefficient</source>
        <translation>ein Reibungskoeffizient</translation>
    </message>
    <message>
        <source>the charts</source>
        <translation>die Diagramme</translation>
    </message>
    <message>
        <source>the measurements</source>
        <translation>die Messwerte</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>ein Diagramm</translation>
    </message>
    <message>
        <source>a measurement</source>
        <translation>ein Messwert</translation>
    </message>
    <message>
        <source>unknown quantity &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekannte Größe &apos;%1&apos; (erwartet wird eine von: %2)</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (expected %3)</source>
        <translation>unbekannter %1 &apos;%2&apos; (erwartet: %3)</translation>
    </message>
    <message>
        <source>the student mode</source>
        <translation>der Schülermodus</translation>
    </message>
    <message>
        <source>parameter names, or &quot;*&quot; for all</source>
        <translation>Parameternamen, oder &quot;*&quot; für alle</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (expected &quot;*&quot; or one of: %2)</source>
        <translation>unbekannter Parameter &apos;%1&apos; (erwartet wird &quot;*&quot; oder einer von: %2)</translation>
    </message>
    <message>
        <source>panel names</source>
        <translation>Namen von Bereichen</translation>
    </message>
    <message>
        <source>panel</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>lessons, text, parameters, measurements or charts</source>
        <translation>lessons, text, parameters, measurements oder charts</translation>
    </message>
    <message>
        <source>ways out of student mode</source>
        <translation>Wege aus dem Schülermodus</translation>
    </message>
    <message>
        <source>way out</source>
        <translation>Ausweg</translation>
    </message>
    <message>
        <source>lessons, open or defaults</source>
        <translation>lessons, open oder defaults</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>eine Frage</translation>
    </message>
    <message>
        <source>the question has no text</source>
        <translation>die Frage hat keinen Text</translation>
    </message>
    <message>
        <source>a tolerance needs a numeric &quot;answer&quot;</source>
        <translation>eine Toleranz braucht eine zahlenmäßige &quot;answer&quot;</translation>
    </message>
    <message>
        <source>the tolerance %1 is negative; it must be 0 or more</source>
        <translation>die Toleranz %1 ist negativ; sie muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Kein Speicherplatz mehr auf dem Gerät</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Dateisystem nur lesbar</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Speicherkontingent überschritten</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Datei zu groß</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Datei existiert bereits</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>kann nicht geschrieben werden (%1)</translation>
    </message>
    <message>
        <source>writing was interrupted</source>
        <translation>das Schreiben wurde abgebrochen</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>ungültige Zeichenkette: auf ein Surrogat U+D800..U+DBFF muss U+DC00..U+DFFF folgen</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>ungültige Zeichenkette: ein Surrogat U+DC00..U+DFFF muss auf U+D800..U+DBFF folgen</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>ungültige Bytereihenfolge-Markierung (BOM); wenn vorhanden, muss sie 0xEF 0xBB 0xBF sein</translation>
    </message>
    <message>
        <source>the number %1 is too large for a double</source>
        <translation>die Zahl %1 ist für eine Gleitkommazahl doppelter Genauigkeit zu groß</translation>
    </message>
</context>
<context>
    <name>particle-scene</name>
    <message>
        <source>M g ℓ</source>
        <translation>M g ℓ</translation>
    </message>
    <message>
        <source>Energies</source>
        <translation>Energien</translation>
    </message>
    <message>
        <source>Total energy E</source>
        <translation>Gesamtenergie E</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>Potential energy</source>
        <translation>Potentielle Energie</translation>
    </message>
    <message>
        <source>Energy drift E − E₀</source>
        <translation>Energiedrift E − E₀</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Relative Energiedrift (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>Total momentum</source>
        <translation>Gesamtimpuls</translation>
    </message>
    <message>
        <source>Angular momentum</source>
        <translation>Drehimpuls</translation>
    </message>
    <message>
        <source>integrator</source>
        <translation>Integrator</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrator</translation>
    </message>
    <message>
        <source>The method that advances x&apos;&apos; = F/m between constraint projections.</source>
        <translation>Das Verfahren, das x&apos;&apos; = F/m zwischen den Projektionen der Zwangsbedingungen fortschreibt.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>One step; split into the substeps.</source>
        <translation>Ein Schritt; in die Teilschritte zerlegt.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Teilschritte</translation>
    </message>
    <message>
        <source>Each step is split into this many substeps.</source>
        <translation>Jeder Schritt wird in so viele Teilschritte zerlegt.</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Constraint sweeps per substep (rods and walls).</source>
        <translation>Durchläufe der Zwangsbedingungen pro Teilschritt (Stäbe und Wände).</translation>
    </message>
    <message>
        <source>Gravity ×</source>
        <translation>Schwerkraft ×</translation>
    </message>
    <message>
        <source>Drag b</source>
        <translation>Widerstand b</translation>
    </message>
    <message>
        <source>Linear drag F = −b v on every particle.</source>
        <translation>Linearer Widerstand F = −b v auf jedes Teilchen.</translation>
    </message>
    <message>
        <source>Restitution between particles</source>
        <translation>Stoßzahl zwischen Teilchen</translation>
    </message>
    <message>
        <source>Contacts between particles (when the scene has them): 1 is elastic, 0 sticks.</source>
        <translation>Stöße zwischen Teilchen (wenn die Szene welche hat): 1 ist elastisch, 0 klebt.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>%1: the simulation diverged at t = %2 s.</source>
        <translation>%1: die Simulation divergierte bei t = %2 s.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at x = %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n Teilchen; %2 ist bei x = %3 m; Gesamtenergie %4 J.</numerusform>
            <numerusform>%1: %n Teilchen; %2 ist bei x = %3 m; Gesamtenergie %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n Teilchen; %2 ist in %3 m Höhe; Gesamtenergie %4 J.</numerusform>
            <numerusform>%1: %n Teilchen; %2 ist in %3 m Höhe; Gesamtenergie %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 moves at %3 m/s; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n Teilchen; %2 bewegt sich mit %3 m/s; Gesamtenergie %4 J.</numerusform>
            <numerusform>%1: %n Teilchen; %2 bewegt sich mit %3 m/s; Gesamtenergie %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 and %3 are %4 m apart; total energy %5 J.</source>
        <translation>
            <numerusform>%1: %n Teilchen; %2 und %3 sind %4 m voneinander entfernt; Gesamtenergie %5 J.</numerusform>
            <numerusform>%1: %n Teilchen; %2 und %3 sind %4 m voneinander entfernt; Gesamtenergie %5 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles, all pinned; energy %2 J.</source>
        <translation>
            <numerusform>%1: %n Teilchen, alle festgehalten; Energie %2 J.</numerusform>
            <numerusform>%1: %n Teilchen, alle festgehalten; Energie %2 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; the fastest moves at %2 m/s at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n Teilchen; das schnellste bewegt sich mit %2 m/s in %3 m Höhe; Gesamtenergie %4 J.</numerusform>
            <numerusform>%1: %n Teilchen; das schnellste bewegt sich mit %2 m/s in %3 m Höhe; Gesamtenergie %4 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   t = %2 s   E = %3 J</source>
        <translation>%1   t = %2 s   E = %3 J</translation>
    </message>
    <message>
        <source>divided by M g ℓ = %1 J (moving mass M = %2 kg, g = %3 m/s², ℓ = %4 m, the size of the scene at the start), since E₀ = %5 J is too small to divide by</source>
        <translation>geteilt durch M g ℓ = %1 J (bewegte Masse M = %2 kg, g = %3 m/s², ℓ = %4 m, die Größe der Szene zu Beginn), da E₀ = %5 J zu klein zum Teilen ist</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/(M g ℓ), M g ℓ = %1 J</source>
        <translation>Relative Energiedrift (E − E₀)/(M g ℓ), M g ℓ = %1 J</translation>
    </message>
    <message>
        <source>x of %1</source>
        <translation>x von %1</translation>
    </message>
    <message>
        <source>y of %1</source>
        <translation>y von %1</translation>
    </message>
    <message>
        <source>Speed of %1</source>
        <translation>Geschwindigkeit von %1</translation>
    </message>
    <message>
        <source>Distance %1 – %2</source>
        <translation>Abstand %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n particles</source>
        <translation>
            <numerusform>%n Teilchen</numerusform>
            <numerusform>%n Teilchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n springs</source>
        <translation>
            <numerusform>%n Feder</numerusform>
            <numerusform>%n Federn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rods</source>
        <translation>
            <numerusform>%n Stab</numerusform>
            <numerusform>%n Stäbe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n Wand</numerusform>
            <numerusform>%n Wände</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a scene file.</source>
        <translation>%1 — eine Szenendatei.</translation>
    </message>
    <message>
        <source>Multiplies the scene&apos;s gravity (%1 m/s²).</source>
        <translation>Multipliziert die Schwerkraft der Szene (%1 m/s²).</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>Impuls</translation>
    </message>
    <message>
        <source>kinetic</source>
        <translation>kinetisch</translation>
    </message>
    <message>
        <source>potential</source>
        <translation>potentiell</translation>
    </message>
    <message>
        <source>p_x</source>
        <translation>p_x</translation>
    </message>
    <message>
        <source>p_y</source>
        <translation>p_y</translation>
    </message>
    <message>
        <source>the simulation diverged at t = %1 s</source>
        <translation>die Simulation divergierte bei t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a particle flew off or became NaN. Try a smaller Δt, more substeps or a softer spring.</source>
        <translation>Die Simulation divergierte bei t = %1 s: Ein Teilchen ist davongeflogen oder wurde NaN. Kleineres Δt, mehr Teilschritte oder eine weichere Feder versuchen.</translation>
    </message>
    <message>
        <source>the particle arrays do not match the scene&apos;s particles</source>
        <translation>die Teilchenfelder passen nicht zu den Teilchen der Szene</translation>
    </message>
    <message>
        <source>the trails do not match the scene&apos;s particles</source>
        <translation>die Spuren passen nicht zu den Teilchen der Szene</translation>
    </message>
    <message>
        <source>the grabbed particle is not in the scene</source>
        <translation>das gegriffene Teilchen ist nicht in der Szene</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>Zeit und Schrittzahl müssen endliche Zahlen ≥ 0 sein</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the energy at the start is not the energy of the scene&apos;s start</source>
        <translation>die Energie am Start ist nicht die Energie des Starts der Szene</translation>
    </message>
    <message>
        <source>the point the grabbed particle is held at is not finite</source>
        <translation>der Punkt, an dem das gegriffene Teilchen gehalten wird, ist nicht endlich</translation>
    </message>
    <message>
        <source>a trail is longer than the lesson keeps</source>
        <translation>eine Spur ist länger, als die Lektion sie aufbewahrt</translation>
    </message>
    <message>
        <source>a particle&apos;s position or velocity is not finite or beyond the blow-up bound</source>
        <translation>Ort oder Geschwindigkeit eines Teilchens ist nicht endlich oder jenseits der Divergenzschranke</translation>
    </message>
    <message>
        <source>a trail point is not finite</source>
        <translation>ein Spurpunkt ist nicht endlich</translation>
    </message>
</context>
<context>
    <name>pendulum</name>
    <message>
        <source>Length L</source>
        <translation>Länge L</translation>
    </message>
    <message>
        <source>Length of the rod from the pivot to the bob.</source>
        <translation>Länge des Stabs vom Aufhängepunkt bis zum Pendelkörper.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Schwerebeschleunigung g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Fallbeschleunigung.</translation>
    </message>
    <message>
        <source>Damping β</source>
        <translation>Dämpfung β</translation>
    </message>
    <message>
        <source>Damping rate: θ&apos;&apos; gets the term −2βθ&apos;. Zero for no friction.</source>
        <translation>Dämpfungsrate: θ&apos;&apos; erhält den Term −2βθ&apos;. Null für keine Reibung.</translation>
    </message>
    <message>
        <source>Initial angle θ₀</source>
        <translation>Anfangswinkel θ₀</translation>
    </message>
    <message>
        <source>Angle from the downward vertical at t = 0 (drag the bob to set it).</source>
        <translation>Winkel zur nach unten weisenden Senkrechten bei t = 0 (zum Einstellen den Pendelkörper ziehen).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₀</source>
        <translation>Anfangswinkelgeschwindigkeit ω₀</translation>
    </message>
    <message>
        <source>Angular velocity at t = 0.</source>
        <translation>Winkelgeschwindigkeit bei t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrator</translation>
    </message>
    <message>
        <source>Time integrator of the nonlinear pendulum and of the period study.</source>
        <translation>Zeitintegrator des nichtlinearen Pendels und der Periodenstudie.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Schrittweite des Integrators. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>Winkel θ</translation>
    </message>
    <message>
        <source>Nonlinear (%1)</source>
        <translation>Nichtlinear (%1)</translation>
    </message>
    <message>
        <source>Small-angle</source>
        <translation>Kleinwinkel</translation>
    </message>
    <message>
        <source>Phase portrait over energy levels E = k·2gL</source>
        <translation>Phasenporträt über Energieniveaus E = k·2gL</translation>
    </message>
    <message>
        <source>angle θ (wrapped)</source>
        <translation>Winkel θ (auf ±180° gefaltet)</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>skalierte Winkelgeschwindigkeit θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>Separatrix 2gL</source>
        <translation>Separatrix 2gL</translation>
    </message>
    <message>
        <source>Energy per unit mass</source>
        <translation>Energie pro Masseneinheit</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>Energie E</translation>
    </message>
    <message>
        <source>Kinetic ½L²θ&apos;²</source>
        <translation>Kinetisch ½L²θ&apos;²</translation>
    </message>
    <message>
        <source>Potential gL(1 − cos θ)</source>
        <translation>Potentiell gL(1 − cos θ)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Shadow energy H̃ (%1)</source>
        <translation>Schattenenergie H̃ (%1)</translation>
    </message>
    <message>
        <source>Period against amplitude (undamped)</source>
        <translation>Periode über der Amplitude (ungedämpft)</translation>
    </message>
    <message>
        <source>amplitude θ₀</source>
        <translation>Amplitude θ₀</translation>
    </message>
    <message>
        <source>period T</source>
        <translation>Periode T</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Exact 4√(L/g) K(sin(θ₀/2))</source>
        <translation>Exakt 4√(L/g) K(sin(θ₀/2))</translation>
    </message>
    <message>
        <source>Small-angle 2π√(L/g)</source>
        <translation>Kleinwinkel 2π√(L/g)</translation>
    </message>
    <message>
        <source>Period measured (zero crossings)</source>
        <translation>Periode gemessen (Nulldurchgänge)</translation>
    </message>
    <message>
        <source>needs two zero crossings of θ in the same direction: run at least one full period</source>
        <translation>braucht zwei Nulldurchgänge von θ in derselben Richtung: mindestens eine volle Periode laufen lassen</translation>
    </message>
    <message>
        <source>a rotation over the top: (2/κ)√(L/g) K(1/κ) with κ² = E/(2gL)</source>
        <translation>ein Überschlag: (2/κ)√(L/g) K(1/κ) mit κ² = E/(2gL)</translation>
    </message>
    <message>
        <source>of the undamped pendulum with the starting energy</source>
        <translation>des ungedämpften Pendels mit der Anfangsenergie</translation>
    </message>
    <message>
        <source>4√(L/g) K(sin(θ₀/2)) for the amplitude of the starting energy</source>
        <translation>4√(L/g) K(sin(θ₀/2)) für die Amplitude der Anfangsenergie</translation>
    </message>
    <message>
        <source>Period exact (elliptic integral)</source>
        <translation>Periode exakt (elliptisches Integral)</translation>
    </message>
    <message>
        <source>the start lies on the separatrix E = 2gL: the period is infinite</source>
        <translation>der Start liegt auf der Separatrix E = 2gL: die Periode ist unendlich</translation>
    </message>
    <message>
        <source>Period small-angle 2π√(L/g)</source>
        <translation>Periode für kleine Winkel 2π√(L/g)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Relative Energiedrift (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>damping removes energy: the drift includes the loss to friction</source>
        <translation>Dämpfung entzieht Energie: die Drift enthält den Reibungsverlust</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>das Pendel startet in Ruhe ganz unten (E₀ = 0)</translation>
    </message>
    <message>
        <source>the swing linearised at the current θ</source>
        <translation>die Schwingung, linearisiert beim aktuellen θ</translation>
    </message>
    <message>
        <source>Small-angle ghost</source>
        <translation>Kleinwinkel-Geisterbild</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (release to start)</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (zum Starten loslassen)</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches (forward Euler adds energy every step). Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 ist bei t = %2 s divergiert: Seine Energie überschritt %3 J/kg, das Zehnfache des Anfangswerts plus der Separatrix, was kein echtes Pendel erreicht (das explizite Euler-Verfahren fügt in jedem Schritt Energie hinzu). Δt verkleinern oder ein symplektisches Verfahren oder RK4 wählen.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches. Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 ist bei t = %2 s divergiert: Seine Energie überschritt %3 J/kg, das Zehnfache des Anfangswerts plus der Separatrix, was kein echtes Pendel erreicht. Δt verkleinern oder ein symplektisches Verfahren oder RK4 wählen.</translation>
    </message>
    <message>
        <source>Period against amplitude</source>
        <translation>Periode über der Amplitude</translation>
    </message>
    <message>
        <source>Runs 179 undamped pendulums (θ₀ = 1° … 179°) with the chosen integrator and Δt and measures each period from zero crossings.</source>
        <translation>Lässt 179 ungedämpfte Pendel (θ₀ = 1° … 179°) mit dem gewählten Integrator und Δt laufen und misst jede Periode aus den Nulldurchgängen.</translation>
    </message>
    <message>
        <source>Pendulum: large swings, the separatrix and the period</source>
        <translation>Pendel: große Ausschläge, die Separatrix und die Periode</translation>
    </message>
    <message>
        <source>A pendulum beyond the small-angle approximation: phase portrait, energy and the period against the amplitude.</source>
        <translation>Ein Pendel jenseits der Kleinwinkelnäherung: Phasenporträt, Energie und die Periode über der Amplitude.</translation>
    </message>
    <message>
        <source>Pendulum hanging at rest below the pivot.</source>
        <translation>Pendel hängt in Ruhe unter dem Aufhängepunkt.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s.</source>
        <translation>Pendel %1° %2 der Senkrechten, schwingt %3 mit %4°/s.</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s; energy %5 % of the start.</source>
        <translation>Pendel %1° %2 der Senkrechten, schwingt %3 mit %4°/s; Energie %5 % des Anfangswerts.</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than a tenth of the small-swing period 2π√(L/g) = %2 s: every method misses the swing. Use Δt ≤ %3 s.</source>
        <translation>Parameter &apos;dt&apos;: Der Zeitschritt Δt = %1 s ist mehr als ein Zehntel der Periode kleiner Schwingungen 2π√(L/g) = %2 s: Jedes Verfahren verfehlt die Schwingung. Δt ≤ %3 s wählen.</translation>
    </message>
    <message>
        <source>the pendulum&apos;s state must hold one angle and one angular velocity</source>
        <translation>der Zustand des Pendels muss genau einen Winkel und eine Winkelgeschwindigkeit enthalten</translation>
    </message>
    <message>
        <source>the pendulum&apos;s angle, angular velocity or time is not finite</source>
        <translation>Winkel, Winkelgeschwindigkeit oder Zeit des Pendels ist nicht endlich</translation>
    </message>
    <message>
        <source>the pendulum&apos;s stored angular acceleration is not one finite number</source>
        <translation>die gespeicherte Winkelbeschleunigung des Pendels ist nicht genau eine endliche Zahl</translation>
    </message>
    <message>
        <source>the pendulum&apos;s divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt des Pendels ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the pendulum&apos;s period meter holds a time or angle that is not possible</source>
        <translation>der Periodenmesser des Pendels enthält eine Zeit oder einen Winkel, die nicht möglich sind</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start is not a finite angle in [−180°, 180°]</source>
        <translation>der Startwinkel des Pendels ist kein endlicher Winkel in [−180°, 180°]</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start energy does not match its start</source>
        <translation>die Startenergie des Pendels passt nicht zu seinem Start</translation>
    </message>
    <message>
        <source>the pendulum&apos;s swing has an energy its start could never reach</source>
        <translation>die Schwingung des Pendels hat eine Energie, die sein Start nie erreichen könnte</translation>
    </message>
    <message>
        <source>the pendulum has turned farther than its energy allows in the time run</source>
        <translation>das Pendel hat sich in der gelaufenen Zeit weiter gedreht, als seine Energie erlaubt</translation>
    </message>
    <message>
        <source>the pendulum&apos;s time is too large to draw its small-angle ghost at</source>
        <translation>die Zeit des Pendels ist zu groß, um dort sein Kleinwinkel-Geisterbild zu zeichnen</translation>
    </message>
    <message>
        <source>the pendulum&apos;s step count is negative</source>
        <translation>die Schrittzahl des Pendels ist negativ</translation>
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
        <source>Spea&amp;k</source>
        <translation>&amp;Vorlesen</translation>
    </message>
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
    <message>
        <source>More playback controls</source>
        <translation>Weitere Wiedergabe-Steuerelemente</translation>
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
        <source>report.json key: %1</source>
        <translation>Schlüssel in report.json: %1</translation>
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
    <message>
        <source>Range: %1 … %2%3   (default %4%3)</source>
        <translation>Bereich: %1 … %2%3   (Standardwert %4%3)</translation>
    </message>
    <message>
        <source>Command line: --set %1=…</source>
        <translation>Kommandozeile: --set %1=…</translation>
    </message>
    <message>
        <source>Applies at once, while running.</source>
        <translation>Wirkt sofort, auch während des Laufs.</translation>
    </message>
    <message>
        <source>Applies on reset (R).</source>
        <translation>Wirkt beim Zurücksetzen (R).</translation>
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
</context>
<context>
    <name>pl::StudentModeView</name>
    <message>
        <source>Question %1: %2</source>
        <translation>Frage %1: %2</translation>
    </message>
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
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <translation>Antwort auf Frage %1</translation>
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
<context>
    <name>soft-body</name>
    <message>
        <source>Pressure constant nRT</source>
        <translation>Druckkonstante nRT</translation>
    </message>
    <message>
        <source>Gas constant times temperature times amount: P = nRT/A.</source>
        <translation>Gaskonstante mal Temperatur mal Stoffmenge: P = nRT/A.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Federsteifigkeit k_s</translation>
    </message>
    <message>
        <source>Force per unit strain of the ring&apos;s springs.</source>
        <translation>Kraft pro Einheitsdehnung der Federn des Rings.</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Federdämpfung k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed of the ring&apos;s springs.</source>
        <translation>Dämpfung der Dehngeschwindigkeit der Federn des Rings.</translation>
    </message>
    <message>
        <source>Number of points N</source>
        <translation>Anzahl der Punkte N</translation>
    </message>
    <message>
        <source>Particles on the ring.</source>
        <translation>Teilchen auf dem Ring.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrator</translation>
    </message>
    <message>
        <source>Time integrator: forward Euler vs Heun predictor-corrector (or any other).</source>
        <translation>Zeitintegrator: explizites Euler-Verfahren gegen Heun-Prädiktor-Korrektor (oder ein anderer).</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Integrator step. Applies while running.</source>
        <translation>Schritt des Integrators. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>Ball mass</source>
        <translation>Ballmasse</translation>
    </message>
    <message>
        <source>Total mass, shared equally by the points.</source>
        <translation>Gesamtmasse, zu gleichen Teilen auf die Punkte verteilt.</translation>
    </message>
    <message>
        <source>Spring ring radius</source>
        <translation>Radius des Federrings</translation>
    </message>
    <message>
        <source>Radius of the ring with its springs at rest length (before the gas inflates it).</source>
        <translation>Radius des Rings mit entspannten Federn (bevor das Gas ihn aufbläht).</translation>
    </message>
    <message>
        <source>Drop height</source>
        <translation>Fallhöhe</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of the ball at t = 0.</source>
        <translation>Abstand zwischen dem Boden und der Unterseite des Balls bei t = 0.</translation>
    </message>
    <message>
        <source>Air drag b</source>
        <translation>Luftwiderstand b</translation>
    </message>
    <message>
        <source>Linear drag on every point, F = −b v.</source>
        <translation>Linearer Widerstand auf jeden Punkt, F = −b v.</translation>
    </message>
    <message>
        <source>Floor restitution r</source>
        <translation>Stoßzahl des Bodens r</translation>
    </message>
    <message>
        <source>Normal velocity of a point hitting the floor is multiplied by −r.</source>
        <translation>Die Normalgeschwindigkeit eines auf den Boden treffenden Punkts wird mit −r multipliziert.</translation>
    </message>
    <message>
        <source>Floor friction μ</source>
        <translation>Bodenreibung μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of the floor.</source>
        <translation>Coulomb-Reibungszahl des Bodens.</translation>
    </message>
    <message>
        <source>Enclosed area (2D volume)</source>
        <translation>Eingeschlossene Fläche (2D-Volumen)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>area A</source>
        <translation>Fläche A</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Rest area (free ball)</source>
        <translation>Ruhefläche (freier Ball)</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Kinetisch ½mv²</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Federn</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Lageenergie m g y</translation>
    </message>
    <message>
        <source>Gas −nRT ln(A/A₀)</source>
        <translation>Gas −nRT ln(A/A₀)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Area / rest area A/A_rest</source>
        <translation>Fläche / Ruhefläche A/A_rest</translation>
    </message>
    <message>
        <source>Rest area A_rest</source>
        <translation>Ruhefläche A_rest</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Federenergie</translation>
    </message>
    <message>
        <source>Gravitational energy</source>
        <translation>Lageenergie</translation>
    </message>
    <message>
        <source>Gas energy</source>
        <translation>Gasenergie</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Gesamtenergie</translation>
    </message>
    <message>
        <source>Smallest and largest A/A_rest so far</source>
        <translation>Kleinstes und größtes A/A_rest bisher</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at the floor)</source>
        <translation>Lageenergie (0 am Boden)</translation>
    </message>
    <message>
        <source>Gas energy −nRT ln(A/A_rest)</source>
        <translation>Gasenergie −nRT ln(A/A_rest)</translation>
    </message>
    <message>
        <source>Ball (ring of springs + gas)</source>
        <translation>Ball (Federring + Gas)</translation>
    </message>
    <message>
        <source>Rest shape (dashed)</source>
        <translation>Ruheform (gestrichelt)</translation>
    </message>
    <message>
        <source>Soft body ring</source>
        <translation>Ring des weichen Körpers</translation>
    </message>
    <message>
        <source>Saved from the soft-body lesson: the ring&apos;s particles and springs, and the ideal gas inside it (a pressure body, P = nRT/A).</source>
        <translation>Aus der Lektion „Weicher Körper“ gespeichert: die Teilchen und Federn des Rings und das ideale Gas darin (ein Druckkörper, P = nRT/A).</translation>
    </message>
    <message>
        <source>Soft body: a ball of springs filled with gas</source>
        <translation>Weicher Körper: ein Ball aus Federn, mit Gas gefüllt</translation>
    </message>
    <message>
        <source>A ring of springs with ideal-gas pressure inside falls, bounces and keeps its area.</source>
        <translation>Ein Ring aus Federn mit dem Druck eines idealen Gases im Inneren fällt, springt und behält seine Fläche.</translation>
    </message>
    <message>
        <source>%1   t = %2   Δt = %3 s</source>
        <translation>%1   t = %2   Δt = %3 s</translation>
    </message>
    <message>
        <source>%1   t = %2   Δt = %3 s   A/A_rest = %4</source>
        <translation>%1   t = %2   Δt = %3 s   A/A_rest = %4</translation>
    </message>
    <message>
        <source>Ball of springs and gas: %1 diverged at t = %2 s.</source>
        <translation>Ball aus Federn und Gas: %1 divergierte bei t = %2 s.</translation>
    </message>
    <message>
        <source>Ball of springs and gas: area %1 % of its rest area, gas pressure %2 N/m, centre %3 m above the floor.</source>
        <translation>Ball aus Federn und Gas: Fläche %1 % der Ruhefläche, Gasdruck %2 N/m, Mitte %3 m über dem Boden.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2</source>
        <translation>%1 divergierte bei t = %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2: the springs are too stiff for this Δt. Lower Δt, add damping k_d, or use Heun.</source>
        <translation>%1 divergierte bei t = %2: Die Federn sind für dieses Δt zu steif. Δt verkleinern, Dämpfung k_d hinzufügen oder Heun verwenden.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>die Zeit muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>the smallest and largest area ratios must be positive numbers, in order</source>
        <translation>das kleinste und das größte Flächenverhältnis müssen positive Zahlen sein, in dieser Reihenfolge</translation>
    </message>
    <message>
        <source>the body of a run that has not diverged encloses no area</source>
        <translation>der Körper eines nicht divergierten Laufs umschließt keine Fläche</translation>
    </message>
</context>
<context>
    <name>sph-tank</name>
    <message numerus="yes">
        <source>Water at rest in a tank: %n particles.</source>
        <translation>
            <numerusform>Wasser in Ruhe in einem Becken: %n Teilchen.</numerusform>
            <numerusform>Wasser in Ruhe in einem Becken: %n Teilchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stirred tank: %n particles.</source>
        <translation>
            <numerusform>Ein gerührtes Becken: %n Teilchen.</numerusform>
            <numerusform>Ein gerührtes Becken: %n Teilchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Acoustic number c₀Δt/h (WCSPH&apos;s stability)</source>
        <translation>Akustische Zahl c₀Δt/h (Stabilität von WCSPH)</translation>
    </message>
    <message>
        <source>Flow CFL number max|v|Δt/h</source>
        <translation>CFL-Zahl der Strömung max|v|Δt/h</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>noch kein Schritt gemacht</translation>
    </message>
    <message numerus="yes">
        <source>Dam break: the surge front %1 m from the left wall of the %2 m tank (Z = %4); %n particles, %3 % of them above the column&apos;s height at the release.</source>
        <translation>
            <numerusform>Dammbruch: die Wellenfront %1 m von der linken Wand des %2 m langen Beckens (Z = %4); %n Teilchen, %3 % davon über der Höhe der Säule beim Loslassen.</numerusform>
            <numerusform>Dammbruch: die Wellenfront %1 m von der linken Wand des %2 m langen Beckens (Z = %4); %n Teilchen, %3 % davon über der Höhe der Säule beim Loslassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Hydrostatic tank (water at rest)</source>
        <translation>Hydrostatisches Becken (Wasser in Ruhe)</translation>
    </message>
    <message>
        <source>Dam break (Martin &amp; Moyce 1952)</source>
        <translation>Dammbruch (Martin &amp; Moyce 1952)</translation>
    </message>
    <message>
        <source>Stir with the mouse</source>
        <translation>Mit der Maus umrühren</translation>
    </message>
    <message>
        <source>What is in the tank at t = 0.</source>
        <translation>Was bei t = 0 im Becken ist.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>DFSPH density tolerance η</source>
        <translation>DFSPH-Dichtetoleranz η</translation>
    </message>
    <message>
        <source>DFSPH CFL number λ</source>
        <translation>DFSPH-CFL-Zahl λ</translation>
    </message>
    <message>
        <source>DFSPH&apos;s time step Δt = λ h / max |v|: no particle moves more than λh.</source>
        <translation>Zeitschritt von DFSPH Δt = λ h / max |v|: kein Teilchen bewegt sich weiter als λh.</translation>
    </message>
    <message>
        <source>Fluid particles</source>
        <translation>Fluidteilchen</translation>
    </message>
    <message>
        <source>Number of water particles; sets the spacing Δx = √(area/N).</source>
        <translation>Anzahl der Wasserteilchen; legt den Abstand Δx = √(Fläche/N) fest.</translation>
    </message>
    <message>
        <source>Column aspect n² = height / width</source>
        <translation>Säulenverhältnis n² = Höhe / Breite</translation>
    </message>
    <message>
        <source>Water height over its width a (dam break, hydrostatic tank).</source>
        <translation>Wasserhöhe durch ihre Breite a (Dammbruch, hydrostatisches Becken).</translation>
    </message>
    <message>
        <source>Column width a</source>
        <translation>Säulenbreite a</translation>
    </message>
    <message>
        <source>Width of the water column (dam break), of the tank (hydrostatic), or the water depth (stir).</source>
        <translation>Breite der Wassersäule (Dammbruch), des Beckens (hydrostatisch) oder Wassertiefe (Umrühren).</translation>
    </message>
    <message>
        <source>Tank length L/a</source>
        <translation>Beckenlänge L/a</translation>
    </message>
    <message>
        <source>Inner length of the tank in column widths (dam break, stir).</source>
        <translation>Innenlänge des Beckens in Säulenbreiten (Dammbruch, Umrühren).</translation>
    </message>
    <message>
        <source>Smoothing length h/Δx</source>
        <translation>Glättungslänge h/Δx</translation>
    </message>
    <message>
        <source>Kernel smoothing length over the particle spacing; the support is 2h.</source>
        <translation>Glättungslänge des Kerns durch den Teilchenabstand; der Träger ist 2h.</translation>
    </message>
    <message>
        <source>Sound speed c₀ / √(2gH)</source>
        <translation>Schallgeschwindigkeit c₀ / √(2gH)</translation>
    </message>
    <message>
        <source>Numerical sound speed as a multiple of the free-fall speed √(2gH) from the water height H; ≥ 10 keeps the density error near 1 %.</source>
        <translation>Numerische Schallgeschwindigkeit als Vielfaches der Fallgeschwindigkeit √(2gH) aus der Wasserhöhe H; ≥ 10 hält den Dichtefehler bei etwa 1 %.</translation>
    </message>
    <message>
        <source>Artificial viscosity α</source>
        <translation>Künstliche Viskosität α</translation>
    </message>
    <message>
        <source>Monaghan&apos;s linear viscosity coefficient α (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</source>
        <translation>Linearer Viskositätskoeffizient α nach Monaghan (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</translation>
    </message>
    <message>
        <source>Artificial viscosity β</source>
        <translation>Künstliche Viskosität β</translation>
    </message>
    <message>
        <source>Monaghan&apos;s quadratic viscosity coefficient β (for strong compression).</source>
        <translation>Quadratischer Viskositätskoeffizient β nach Monaghan (für starke Kompression).</translation>
    </message>
    <message>
        <source>Viscosity ε</source>
        <translation>Viskosität ε</translation>
    </message>
    <message>
        <source>ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): keeps Π finite for close pairs.</source>
        <translation>ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): hält Π für nahe Paare endlich.</translation>
    </message>
    <message>
        <source>XSPH velocity correction</source>
        <translation>XSPH-Geschwindigkeitskorrektur</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>Summation ρ = Σ m W</source>
        <translation>Summation ρ = Σ m W</translation>
    </message>
    <message>
        <source>Continuity dρ/dt = Σ m v·∇W</source>
        <translation>Kontinuität dρ/dt = Σ m v·∇W</translation>
    </message>
    <message>
        <source>How each particle&apos;s density is found.</source>
        <translation>Wie die Dichte jedes Teilchens bestimmt wird.</translation>
    </message>
    <message>
        <source>Clamp negative pressure</source>
        <translation>Negativen Druck abschneiden</translation>
    </message>
    <message>
        <source>Sets p = max(p, 0): no tension where the density sum falls short.</source>
        <translation>Setzt p = max(p, 0): keine Zugspannung, wo die Dichtesumme zu klein ist.</translation>
    </message>
    <message>
        <source>Time-step factor C</source>
        <translation>Zeitschrittfaktor C</translation>
    </message>
    <message>
        <source>Courant factor of Δt = C·h/(c₀ + max μ) (also used for the force condition Δt = C √(h/|a|)).</source>
        <translation>Courant-Faktor von Δt = C·h/(c₀ + max μ) (auch für die Kraftbedingung Δt = C √(h/|a|) verwendet).</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Threads of the neighbour search, the forces and the solvers (results are identical for any count).</source>
        <translation>Threads der Nachbarsuche, der Kräfte und der Löser (die Ergebnisse sind bei jeder Anzahl gleich).</translation>
    </message>
    <message>
        <source>Tank tilt</source>
        <translation>Neigung des Beckens</translation>
    </message>
    <message>
        <source>Tilts the tank about its floor&apos;s centre (turns at 20°/s).</source>
        <translation>Neigt das Becken um die Mitte seines Bodens (dreht mit 20°/s).</translation>
    </message>
    <message>
        <source>Stir automatically</source>
        <translation>Automatisch umrühren</translation>
    </message>
    <message>
        <source>Stir mode: the obstacle sweeps back and forth until you drag it.</source>
        <translation>Umrührmodus: das Hindernis fährt hin und her, bis man es zieht.</translation>
    </message>
    <message>
        <source>Colour particles by</source>
        <translation>Teilchen färben nach</translation>
    </message>
    <message>
        <source>Speed |v|</source>
        <translation>Geschwindigkeit |v|</translation>
    </message>
    <message>
        <source>Pressure p</source>
        <translation>Druck p</translation>
    </message>
    <message>
        <source>Density ρ</source>
        <translation>Dichte ρ</translation>
    </message>
    <message>
        <source>Quantity shown by the particle colours.</source>
        <translation>Größe, die die Teilchenfarben zeigen.</translation>
    </message>
    <message>
        <source>Draw free surface</source>
        <translation>Freie Oberfläche zeichnen</translation>
    </message>
    <message>
        <source>The level c = ½ of the smoothed colour field Σ (m/ρ₀) W, by marching squares, filled like water.</source>
        <translation>Die Niveaulinie c = ½ des geglätteten Farbfelds Σ (m/ρ₀) W, per Marching Squares, wie Wasser gefüllt.</translation>
    </message>
    <message>
        <source>Draw particles</source>
        <translation>Teilchen zeichnen</translation>
    </message>
    <message>
        <source>Draw the fluid particles (turn off to see the surface alone).</source>
        <translation>Die Fluidteilchen zeichnen (ausschalten, um nur die Oberfläche zu sehen).</translation>
    </message>
    <message>
        <source>%1: steps per simulated second</source>
        <translation>%1: Schritte pro simulierter Sekunde</translation>
    </message>
    <message>
        <source>%1: passes over the neighbour pairs per simulated second</source>
        <translation>%1: Durchläufe über die Nachbarpaare pro simulierter Sekunde</translation>
    </message>
    <message>
        <source>Courant Δt WCSPH needs with this c₀</source>
        <translation>Courant-Δt, das WCSPH mit diesem c₀ braucht</translation>
    </message>
    <message>
        <source>CFL Δt = λh/max|v| DFSPH needs</source>
        <translation>CFL-Δt = λh/max|v|, das DFSPH braucht</translation>
    </message>
    <message>
        <source>water at rest: Δt is the upper bound</source>
        <translation>Wasser in Ruhe: Δt ist die obere Schranke</translation>
    </message>
    <message>
        <source>DFSPH density-solver iterations per step</source>
        <translation>Iterationen des DFSPH-Dichtelösers pro Schritt</translation>
    </message>
    <message>
        <source>DFSPH divergence-solver iterations per step</source>
        <translation>Iterationen des DFSPH-Divergenzlösers pro Schritt</translation>
    </message>
    <message>
        <source>WCSPH does not iterate: one force evaluation per step</source>
        <translation>WCSPH iteriert nicht: eine Kraftauswertung pro Schritt</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>kinetic energy</source>
        <translation>kinetische Energie</translation>
    </message>
    <message>
        <source>E_k = Σ ½ m v²</source>
        <translation>E_k = Σ ½ m v²</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀</source>
        <translation>Dichtefehler |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>density error</source>
        <translation>Dichtefehler</translation>
    </message>
    <message>
        <source>max, all particles</source>
        <translation>Maximum, alle Teilchen</translation>
    </message>
    <message>
        <source>Pressure at the probe</source>
        <translation>Druck an der Sonde</translation>
    </message>
    <message>
        <source>SPH</source>
        <translation>SPH</translation>
    </message>
    <message>
        <source>ρ₀ g (depth)</source>
        <translation>ρ₀ g (Tiefe)</translation>
    </message>
    <message>
        <source>Dam-break surge front</source>
        <translation>Front der Dammbruchwelle</translation>
    </message>
    <message>
        <source>T = t √(n² g/a)</source>
        <translation>T = t √(n² g/a)</translation>
    </message>
    <message>
        <source>Z = x/a</source>
        <translation>Z = x/a</translation>
    </message>
    <message>
        <source>Martin &amp; Moyce, n² = 2</source>
        <translation>Martin &amp; Moyce, n² = 2</translation>
    </message>
    <message>
        <source>Neighbours within 2h</source>
        <translation>Nachbarn innerhalb von 2h</translation>
    </message>
    <message>
        <source>neighbour count</source>
        <translation>Anzahl der Nachbarn</translation>
    </message>
    <message>
        <source>fluid particles</source>
        <translation>Fluidteilchen</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>Zeitschritt</translation>
    </message>
    <message>
        <source>Δt used</source>
        <translation>verwendetes Δt</translation>
    </message>
    <message>
        <source>WCSPH sound limit</source>
        <translation>WCSPH-Schallgrenze</translation>
    </message>
    <message>
        <source>WCSPH force limit</source>
        <translation>WCSPH-Kraftgrenze</translation>
    </message>
    <message>
        <source>DFSPH flow limit λh/|v|</source>
        <translation>DFSPH-Strömungsgrenze λh/|v|</translation>
    </message>
    <message>
        <source>DFSPH solver iterations per step</source>
        <translation>Iterationen der DFSPH-Löser pro Schritt</translation>
    </message>
    <message>
        <source>constant-density solver</source>
        <translation>Löser für konstante Dichte</translation>
    </message>
    <message>
        <source>divergence-free solver</source>
        <translation>divergenzfreier Löser</translation>
    </message>
    <message>
        <source>particles more than 2h below the free surface (%1 of %2)</source>
        <translation>Teilchen mehr als 2h unter der freien Oberfläche (%1 von %2)</translation>
    </message>
    <message>
        <source>Max density error |ρ − ρ₀|/ρ₀</source>
        <translation>Größter Dichtefehler |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Mean density error |ρ − ρ₀|/ρ₀</source>
        <translation>Mittlerer Dichtefehler |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Max compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Größte Kompression (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>Mean compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Mittlere Kompression (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>no water within 2h of the probe</source>
        <translation>kein Wasser innerhalb von 2h um die Sonde</translation>
    </message>
    <message>
        <source>ρ₀ g (depth) at the probe</source>
        <translation>ρ₀ g (Tiefe) an der Sonde</translation>
    </message>
    <message>
        <source>Surge front [T, Z]</source>
        <translation>Wellenfront [T, Z]</translation>
    </message>
    <message>
        <source>dam-break scenario only</source>
        <translation>nur im Dammbruch-Szenario</translation>
    </message>
    <message>
        <source>Largest front deviation from Martin &amp; Moyce, 1 ≤ T ≤ 3</source>
        <translation>Größte Abweichung der Front von Martin &amp; Moyce, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>dam break with n² = 2, after T = 1 only</source>
        <translation>nur Dammbruch mit n² = 2, erst nach T = 1</translation>
    </message>
    <message>
        <source>Boundary particles</source>
        <translation>Randteilchen</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Mean time step</source>
        <translation>Mittlerer Zeitschritt</translation>
    </message>
    <message>
        <source>Steps with Δt set by the force condition</source>
        <translation>Schritte mit Δt aus der Kraftbedingung</translation>
    </message>
    <message>
        <source>Particles escaped into or through the walls</source>
        <translation>In oder durch die Wände entwichene Teilchen</translation>
    </message>
    <message>
        <source>centre more than Δx/2 past a wall&apos;s inner face: on or beyond the first layer of boundary particles</source>
        <translation>Mittelpunkt mehr als Δx/2 hinter der Innenfläche einer Wand: auf oder jenseits der ersten Lage Randteilchen</translation>
    </message>
    <message>
        <source>Deepest centre past a wall&apos;s inner face, so far</source>
        <translation>Tiefster Mittelpunkt hinter der Innenfläche einer Wand, bisher</translation>
    </message>
    <message>
        <source>at rest a particle&apos;s centre is Δx/2 inside the face</source>
        <translation>in Ruhe liegt der Mittelpunkt eines Teilchens Δx/2 vor der Fläche</translation>
    </message>
    <message>
        <source>Sound speed c₀ (WCSPH)</source>
        <translation>Schallgeschwindigkeit c₀ (WCSPH)</translation>
    </message>
    <message>
        <source>Particle spacing Δx</source>
        <translation>Teilchenabstand Δx</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergiert bei t = %1 s</translation>
    </message>
    <message>
        <source>speed |v|</source>
        <translation>Geschwindigkeit |v|</translation>
    </message>
    <message>
        <source>pressure p</source>
        <translation>Druck p</translation>
    </message>
    <message>
        <source>density ρ</source>
        <translation>Dichte ρ</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>Sonde</translation>
    </message>
    <message>
        <source>largest density error %1 %</source>
        <translation>größter Dichtefehler %1 %</translation>
    </message>
    <message>
        <source>largest compression %1 %</source>
        <translation>größte Kompression %1 %</translation>
    </message>
    <message>
        <source>particle #%1</source>
        <translation>Teilchen Nr. %1</translation>
    </message>
    <message>
        <source>neighbours: %1 fluid + %2 wall</source>
        <translation>Nachbarn: %1 Fluid + %2 Wand</translation>
    </message>
    <message>
        <source>boundary particles</source>
        <translation>Randteilchen</translation>
    </message>
    <message>
        <source>obstacle (drag it)</source>
        <translation>Hindernis (ziehbar)</translation>
    </message>
    <message>
        <source>free surface c = ½</source>
        <translation>freie Oberfläche c = ½</translation>
    </message>
    <message>
        <source>neighbours within 2h</source>
        <translation>Nachbarn innerhalb von 2h</translation>
    </message>
    <message>
        <source>CFL, DFSPH</source>
        <translation>CFL, DFSPH</translation>
    </message>
    <message>
        <source>force, WCSPH</source>
        <translation>Kraft, WCSPH</translation>
    </message>
    <message>
        <source>Courant, WCSPH</source>
        <translation>Courant, WCSPH</translation>
    </message>
    <message>
        <source>%1   wall %2 s per simulated s</source>
        <translation>%1   Echtzeit %2 s pro simulierter s</translation>
    </message>
    <message>
        <source>%1   iterations %2 + %3</source>
        <translation>%1   Iterationen %2 + %3</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the time-step factor, raise the viscosity α or the c₀ factor.</source>
        <translation>Die Simulation divergierte bei t = %1 s: den Zeitschrittfaktor senken, die Viskosität α oder den c₀-Faktor erhöhen.</translation>
    </message>
    <message>
        <source>Mean compression %1 % &gt; 1 % (red ring: the most compressed particle): the solver does not hold ρ₀; lower the density tolerance η or the CFL number λ.</source>
        <translation>Mittlere Kompression %1 % &gt; 1 % (roter Ring: das am stärksten verdichtete Teilchen): der Löser hält ρ₀ nicht; die Dichtetoleranz η oder die CFL-Zahl λ senken.</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (red ring): the water is too compressible and, without the clamp, stretched by tension; raise the c₀ factor (error ∝ 1/c₀²).</source>
        <translation>Dichtefehler |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (roter Ring): das Wasser ist zu kompressibel und wird ohne Abschneiden durch Zugspannung gedehnt; den c₀-Faktor erhöhen (Fehler ∝ 1/c₀²).</translation>
    </message>
    <message>
        <source>Compression %1 % &gt; 1 % (red ring): the water is too compressible; raise the c₀ factor (error ∝ 1/c₀²) or lower the time-step factor.</source>
        <translation>Kompression %1 % &gt; 1 % (roter Ring): das Wasser ist zu kompressibel; den c₀-Faktor erhöhen (Fehler ∝ 1/c₀²) oder den Zeitschrittfaktor senken.</translation>
    </message>
    <message>
        <source>Flow speed %1 m/s exceeds c₀/10 = %2 m/s: raise the c₀ factor to keep the fluid nearly incompressible.</source>
        <translation>Strömungsgeschwindigkeit %1 m/s übersteigt c₀/10 = %2 m/s: den c₀-Faktor erhöhen, damit das Fluid nahezu inkompressibel bleibt.</translation>
    </message>
    <message>
        <source>The density solver stopped at its %1 iterations without reaching η: raise the tolerance or lower the CFL number λ.</source>
        <translation>Der Dichtelöser stoppte nach seinen %1 Iterationen, ohne η zu erreichen: die Toleranz erhöhen oder die CFL-Zahl λ senken.</translation>
    </message>
    <message>
        <source>Δt is limited by the force condition (violent accelerations): lower the time-step factor or raise the viscosity α if the particles jitter.</source>
        <translation>Δt wird durch die Kraftbedingung begrenzt (heftige Beschleunigungen): den Zeitschrittfaktor senken oder die Viskosität α erhöhen, wenn die Teilchen zittern.</translation>
    </message>
    <message>
        <source>Δt = %1 s is %2× below the sound-speed limit C h/c₀: particles rush at each other (the μ term of the Courant limit), so the run slows down; raise the c₀ factor.</source>
        <translation>Δt = %1 s liegt %2× unter der Schallgrenze C h/c₀: Teilchen rasen aufeinander zu (der μ-Term der Courant-Grenze), daher wird der Lauf langsamer; den c₀-Faktor erhöhen.</translation>
    </message>
    <message numerus="yes">
        <source>%n particles passed into a wall&apos;s boundary lattice: the wall pushes only once the particle&apos;s density exceeds ρ₀; lower the CFL number λ or the density tolerance η.</source>
        <translation>
            <numerusform>%n Teilchen drang in das Randgitter einer Wand ein: die Wand drückt erst, wenn die Dichte des Teilchens ρ₀ übersteigt; die CFL-Zahl λ oder die Dichtetoleranz η senken.</numerusform>
            <numerusform>%n Teilchen drangen in das Randgitter einer Wand ein: die Wand drückt erst, wenn die Dichte der Teilchen ρ₀ übersteigt; die CFL-Zahl λ oder die Dichtetoleranz η senken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n particles left the tank: the walls leak at this speed; raise the c₀ factor or lower the time-step factor.</source>
        <translation>
            <numerusform>%n Teilchen verließ das Becken: die Wände sind bei dieser Geschwindigkeit undicht; den c₀-Faktor erhöhen oder den Zeitschrittfaktor senken.</numerusform>
            <numerusform>%n Teilchen verließen das Becken: die Wände sind bei dieser Geschwindigkeit undicht; den c₀-Faktor erhöhen oder den Zeitschrittfaktor senken.</numerusform>
        </translation>
    </message>
    <message>
        <source>SPH water tank: hydrostatics and the dam break</source>
        <translation>SPH-Wasserbecken: Hydrostatik und Dammbruch</translation>
    </message>
    <message>
        <source>Weakly compressible and divergence-free SPH side by side, with boundary particles, validated against Martin &amp; Moyce (1952).</source>
        <translation>Schwach kompressibles und divergenzfreies SPH nebeneinander, mit Randteilchen, geprüft an Martin &amp; Moyce (1952).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>Druck</translation>
    </message>
    <message>
        <source>particles</source>
        <translation>Teilchen</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>DFSPH viscosity α</source>
        <translation>DFSPH-Viskosität α</translation>
    </message>
    <message>
        <source>DFSPH&apos;s viscosity ν = α h c₀/8, what WCSPH&apos;s artificial viscosity α amounts to: acts per second, not per step, walls included (their friction). The step is at most M₂/(2ν), so a larger α slows DFSPH.</source>
        <translation>Die Viskosität von DFSPH ν = α h c₀/8, so viel wie die künstliche Viskosität α von WCSPH ausmacht: wirkt pro Sekunde, nicht pro Schritt, Wände eingeschlossen (ihre Reibung). Der Schritt ist höchstens M₂/(2ν), ein größeres α verlangsamt DFSPH also.</translation>
    </message>
    <message>
        <source>WCSPH: moves particles with velocity v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (less interpenetration). DFSPH: turns its viscosity on.</source>
        <translation>WCSPH: bewegt die Teilchen mit der Geschwindigkeit v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (weniger Durchdringung). DFSPH: schaltet seine Viskosität ein.</translation>
    </message>
    <message>
        <source>max, &gt;2h below surface</source>
        <translation>max., &gt;2h unter der Oberfläche</translation>
    </message>
    <message>
        <source>mean, same particles</source>
        <translation>Mittel, dieselben Teilchen</translation>
    </message>
    <message>
        <source>max (ρ−ρ₀)⁺, &gt;2h below</source>
        <translation>max. (ρ−ρ₀)⁺, &gt;2h darunter</translation>
    </message>
    <message>
        <source>Koshizuka &amp; Oka, n² = 2</source>
        <translation>Koshizuka &amp; Oka, n² = 2</translation>
    </message>
    <message>
        <source>Largest front deviation from Koshizuka &amp; Oka, 1 ≤ T ≤ 3</source>
        <translation>Größte Abweichung der Front von Koshizuka &amp; Oka, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>WCSPH keeps it at or below its time-step factor C = %1: sound crosses at most C·h per step</source>
        <translation>WCSPH hält ihn höchstens bei seinem Zeitschrittfaktor C = %1: Der Schall legt pro Schritt höchstens C·h zurück</translation>
    </message>
    <message>
        <source>DFSPH solves for the pressure instead and is not bound by it</source>
        <translation>DFSPH löst stattdessen nach dem Druck auf und ist nicht daran gebunden</translation>
    </message>
    <message>
        <source>WCSPH&apos;s sound limit keeps it far below 1</source>
        <translation>die Schallgrenze von WCSPH hält ihn weit unter 1</translation>
    </message>
    <message>
        <source>DFSPH keeps it at or below its CFL number λ = %1: no particle crosses more than λh per step</source>
        <translation>DFSPH hält ihn höchstens bei seiner CFL-Zahl λ = %1: Kein Teilchen legt pro Schritt mehr als λh zurück</translation>
    </message>
    <message>
        <source>water particles (colour scale below)</source>
        <translation>Wasserteilchen (Farbskala unten)</translation>
    </message>
    <message>
        <source>parameter &apos;tank_length&apos;: dam break: the tank length L/a = %1 leaves the front no room; use L/a ≥ 2 (5.5 shows T up to 3.5).</source>
        <translation>Parameter &apos;tank_length&apos;: Dammbruch: Die Tanklänge L/a = %1 lässt der Front keinen Platz; L/a ≥ 2 verwenden (5.5 zeigt T bis 3.5).</translation>
    </message>
    <message>
        <source>parameters &apos;particles&apos; and &apos;tank_length&apos;: stir: %1 particles in a tank %2 a long leave only %3 particles over the depth; use at least %4 particles or a shorter tank.</source>
        <translation>Parameter &apos;particles&apos; und &apos;tank_length&apos;: Rühren: %1 Teilchen in einem %2 a langen Tank lassen nur %3 Teilchen über die Tiefe; mindestens %4 Teilchen oder einen kürzeren Tank verwenden.</translation>
    </message>
    <message>
        <source>The constant-density solver iterates until the mean residual |ρ* − ρ₀|/ρ₀ over the particles under pressure is below η (the divergence solver to 0.1 %).</source>
        <translation>Der Löser für konstante Dichte iteriert, bis das mittlere Residuum |ρ* − ρ₀|/ρ₀ über die Teilchen unter Druck unter η liegt (der Divergenzlöser bis 0.1 %).</translation>
    </message>
    <message>
        <source>DFSPH mean residual |ρ* − ρ₀|/ρ₀ under pressure, last step</source>
        <translation>DFSPH: mittleres Residuum |ρ* − ρ₀|/ρ₀ unter Druck, letzter Schritt</translation>
    </message>
    <message>
        <source>the selected particle is none of the tank&apos;s</source>
        <translation>das ausgewählte Teilchen gehört nicht zum Becken</translation>
    </message>
    <message>
        <source>the obstacle&apos;s grab offset is not finite</source>
        <translation>der Greifversatz des Hindernisses ist nicht endlich</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle at a position not finite or far outside the tank</source>
        <translation>der Zustand des Beckens hat ein Fluidteilchen an einem Ort, der nicht endlich ist oder weit außerhalb des Beckens liegt</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle with a velocity not finite</source>
        <translation>der Zustand des Beckens hat ein Fluidteilchen mit einer Geschwindigkeit, die nicht endlich ist</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid array of %1 particles, the tank %2</source>
        <translation>der Zustand des Beckens hat ein Fluidfeld mit %1 Teilchen, das Becken %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a wall array of %1 particles, the tank %2</source>
        <translation>der Zustand des Beckens hat ein Wandfeld mit %1 Teilchen, das Becken %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a clock that is not finite</source>
        <translation>der Zustand des Beckens hat eine Uhr, die nicht endlich ist</translation>
    </message>
    <message>
        <source>a fluid velocity, acceleration, pressure or viscosity term is not finite</source>
        <translation>eine Geschwindigkeit, Beschleunigung, ein Druck oder Viskositätsterm des Fluids ist nicht endlich</translation>
    </message>
    <message>
        <source>a fluid particle&apos;s largest viscosity term is negative</source>
        <translation>der größte Viskositätsterm eines Fluidteilchens ist negativ</translation>
    </message>
    <message>
        <source>a wall particle&apos;s position or velocity is not finite</source>
        <translation>Ort oder Geschwindigkeit eines Wandteilchens ist nicht endlich</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step or step count is not a finite number ≥ 0</source>
        <translation>der letzte Zeitschritt oder die Schrittzahl des Lösers ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last time-step limit is none it knows</source>
        <translation>die letzte Zeitschrittgrenze des Lösers ist keine, die er kennt</translation>
    </message>
    <message>
        <source>the tank&apos;s angle or the obstacle&apos;s place or speed is not finite</source>
        <translation>der Winkel des Beckens oder Ort oder Geschwindigkeit des Hindernisses ist nicht endlich</translation>
    </message>
    <message>
        <source>a fluid velocity or pressure multiplier is not finite</source>
        <translation>ein Geschwindigkeits- oder Druckmultiplikator des Fluids ist nicht endlich</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step, step or iteration count is not a finite number ≥ 0</source>
        <translation>der letzte Zeitschritt, die Schritt- oder Iterationszahl des Lösers ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last density or divergence error is not finite</source>
        <translation>der letzte Dichte- oder Divergenzfehler des Lösers ist nicht endlich</translation>
    </message>
    <message>
        <source>the fluid&apos;s time is not finite</source>
        <translation>die Zeit des Fluids ist nicht endlich</translation>
    </message>
    <message>
        <source>a fluid position, velocity or density is not finite</source>
        <translation>ein Ort, eine Geschwindigkeit oder Dichte des Fluids ist nicht endlich</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>a fluid density is not positive</source>
        <translation>eine Dichte des Fluids ist nicht positiv</translation>
    </message>
    <message>
        <source>a fluid particle has the id %1 of no particle</source>
        <translation>ein Fluidteilchen hat die Kennung %1, die zu keinem Teilchen gehört</translation>
    </message>
    <message>
        <source>a wall particle belongs to no body of the tank</source>
        <translation>ein Wandteilchen gehört zu keinem Körper des Beckens</translation>
    </message>
    <message>
        <source>the sampling clock or the time-step statistics are not finite</source>
        <translation>die Abtastuhr oder die Zeitschrittstatistik ist nicht endlich</translation>
    </message>
    <message>
        <source>a surge-front sample is not a finite pair (T, Z)</source>
        <translation>eine Probe der Wellenfront ist kein endliches Paar (T, Z)</translation>
    </message>
    <message>
        <source>the last density diagnostics are not finite</source>
        <translation>die letzte Dichtediagnose ist nicht endlich</translation>
    </message>
    <message>
        <source>the obstacle&apos;s dragged offset is not finite</source>
        <translation>der gezogene Versatz des Hindernisses ist nicht endlich</translation>
    </message>
    <message>
        <source>Automatic: DFSPH, at rest WCSPH</source>
        <translation>Automatisch: DFSPH, in Ruhe WCSPH</translation>
    </message>
    <message>
        <source>DFSPH (incompressible)</source>
        <translation>DFSPH (inkompressibel)</translation>
    </message>
    <message>
        <source>WCSPH (weakly compressible)</source>
        <translation>WCSPH (schwach kompressibel)</translation>
    </message>
    <message>
        <source>How the pressure is found: iterated to keep ρ = ρ₀ (DFSPH, Bender &amp; Koschier; Δt from the flow, CFL) or from Tait&apos;s equation of state (WCSPH; Δt from c₀). Automatic takes DFSPH for the dam break and the stir, WCSPH for the tank at rest. At rest WCSPH shows its physical compression; DFSPH keeps the tank&apos;s mean density error at its tolerance η, the largest deeper than 2h near twice η.</source>
        <translation>Wie der Druck bestimmt wird: iteriert, um ρ = ρ₀ zu halten (DFSPH, Bender &amp; Koschier; Δt aus der Strömung, CFL), oder aus der Zustandsgleichung von Tait (WCSPH; Δt aus c₀). Automatisch wählt DFSPH für den Dammbruch und das Umrühren, WCSPH für das ruhende Becken. In Ruhe zeigt WCSPH seine physikalische Kompression; DFSPH hält den mittleren Dichtefehler des Beckens bei seiner Toleranz η, den größten tiefer als 2h nahe dem Doppelten von η.</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the CFL number λ or the density tolerance η, or raise the DFSPH viscosity α.</source>
        <translation>Die Simulation divergierte bei t = %1 s: die CFL-Zahl λ oder die Dichtetoleranz η senken oder die DFSPH-Viskosität α erhöhen.</translation>
    </message>
    <message>
        <source>Mean density error, all fluid particles</source>
        <translation>Mittlerer Dichtefehler, alle Fluidteilchen</translation>
    </message>
    <message>
        <source>|ρ − ρ₀|/ρ₀ more than 2h below the free surface; nearer to it only the compression (ρ − ρ₀)⁺/ρ₀ counts: a deficit there is the surface, not an error</source>
        <translation>|ρ − ρ₀|/ρ₀ mehr als 2h unter der freien Oberfläche; näher an ihr zählt nur die Kompression (ρ − ρ₀)⁺/ρ₀: ein Defizit dort ist die Oberfläche, kein Fehler</translation>
    </message>
</context>
<context>
    <name>springs</name>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Federsteifigkeit k_s</translation>
    </message>
    <message>
        <source>Force per unit strain |d|/r − 1 (the spring constant is k_s/r).</source>
        <translation>Kraft pro Einheitsdehnung |d|/r − 1 (die Federkonstante ist k_s/r).</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Federdämpfung k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed along each spring.</source>
        <translation>Dämpfung der Dehngeschwindigkeit entlang jeder Feder.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Teilchenmasse m</translation>
    </message>
    <message>
        <source>Mass of every particle of the rope and the cloth.</source>
        <translation>Masse jedes Teilchens von Seil und Tuch.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Step of every integrator. Applies while running.</source>
        <translation>Schritt jedes Integrators. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>Integrators</source>
        <translation>Integratoren</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Integratoren, die nebeneinander laufen (IDs durch Komma getrennt).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Kinetisch ½mv²</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Feder</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Lageenergie m g y</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler</source>
        <translation>Größtes stabiles Δt des symplektischen Euler-Verfahrens</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>largest speed</source>
        <translation>größte Geschwindigkeit</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>Probeläufe</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Federenergie</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Lageenergie (0 bei y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Gesamtenergie</translation>
    </message>
    <message>
        <source>Highest angular frequency ω_max</source>
        <translation>Höchste Kreisfrequenz ω_max</translation>
    </message>
    <message>
        <source>Symplectic Euler limit 2/ω_max</source>
        <translation>Grenze des symplektischen Euler-Verfahrens 2/ω_max</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler (search)</source>
        <translation>Größtes stabiles Δt des symplektischen Euler-Verfahrens (Suche)</translation>
    </message>
    <message>
        <source>the max stable Δt study has not run</source>
        <translation>die Studie zum größten stabilen Δt ist nicht gelaufen</translation>
    </message>
    <message>
        <source>the stiffest spring mode</source>
        <translation>die steifste Federmode</translation>
    </message>
    <message>
        <source>Find the largest stable Δt</source>
        <translation>Größtes stabiles Δt suchen</translation>
    </message>
    <message>
        <source>Bisection over Δt: symplectic Euler on the rope and cloth from a slightly jiggled start, 2000 steps per trial; a trial is unstable when a speed exceeds 100 m/s.</source>
        <translation>Bisektion über Δt: symplektisches Euler-Verfahren auf Seil und Tuch aus einem leicht gestörten Anfangszustand, 2000 Schritte pro Versuch; ein Versuch ist instabil, wenn eine Geschwindigkeit 100 m/s übersteigt.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs</source>
        <translation>Seil und Tuch aus Federn</translation>
    </message>
    <message>
        <source>Springs: rope and cloth, explicit vs symplectic Euler</source>
        <translation>Federn: Seil und Tuch, explizites gegen symplektisches Euler-Verfahren</translation>
    </message>
    <message>
        <source>Damped springs make a rope and a cloth; stiff springs make explicit Euler blow up.</source>
        <translation>Gedämpfte Federn bilden ein Seil und ein Tuch; steife Federn lassen das explizite Euler-Verfahren explodieren.</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>Energie — %1</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   largest stable Δt (symplectic Euler) = %5 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   größtes stabiles Δt (symplektisches Euler-Verfahren) = %5 s</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</translation>
    </message>
    <message>
        <source>A rope and a cloth of springs.</source>
        <translation>Ein Seil und ein Tuch aus Federn.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs: %1 diverged at t = %2 s.</source>
        <translation>Seil und Tuch aus Federn: %1 divergierte bei t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs, %1: stretched %2 % on average, at most %3 %; total energy %4 J.</source>
        <translation>Seil und Tuch aus Federn, %1: im Mittel um %2 % gedehnt, höchstens %3 %; Gesamtenergie %4 J.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs. %1: stretched %2 % on average, at most %3 %, total energy %4 J; %5: stretched %6 % on average, at most %7 %, total energy %8 J.</source>
        <translation>Seil und Tuch aus Federn. %1: im Mittel um %2 % gedehnt, höchstens %3 %, Gesamtenergie %4 J; %5: im Mittel um %6 % gedehnt, höchstens %7 %, Gesamtenergie %8 J.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergierte bei t = %2 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies the stiffest mode&apos;s energy by 1 + (ω_max Δt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 divergierte bei t = %2 s: Jeder Schritt multipliziert die Energie der steifsten Mode mit 1 + (ω_max Δt)² = %3. Δt verkleinern oder das symplektische Euler-Verfahren verwenden.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω_max Δt = %3 is beyond its stability limit. Lower Δt or soften the springs.</source>
        <translation>%1 divergierte bei t = %2 s: ω_max Δt = %3 liegt jenseits seiner Stabilitätsgrenze. Δt verkleinern oder die Federn weicher machen.</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergiert bei t = %1 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>die Zeit muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>the largest stable Δt must be a positive number</source>
        <translation>das größte stabile Δt muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>der Lauf des Ziehens existiert nicht</translation>
    </message>
</context>
<context>
    <name>taylor</name>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; %1 is not defined at x = %5.</source>
        <translation>Taylorpolynom von %1 um a = %2, Grad %3 von %4 wird gezeigt; %1 ist bei x = %5 nicht definiert.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, and the Lagrange bound is infinite there.</source>
        <translation>Taylorpolynom von %1 um a = %2, Grad %3 von %4 wird gezeigt; bei x = %5 ist sein Fehler %6, und die Lagrange-Schranke ist dort unendlich.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, against the Lagrange bound %7.</source>
        <translation>Taylorpolynom von %1 um a = %2, Grad %3 von %4 wird gezeigt; bei x = %5 ist sein Fehler %6, gegenüber der Lagrange-Schranke %7.</translation>
    </message>
    <message>
        <source>eˣ</source>
        <translation>eˣ</translation>
    </message>
    <message>
        <source>sin x</source>
        <translation>sin x</translation>
    </message>
    <message>
        <source>cos x</source>
        <translation>cos x</translation>
    </message>
    <message>
        <source>ln(1 + x)</source>
        <translation>ln(1 + x)</translation>
    </message>
    <message>
        <source>1/(1 − x)</source>
        <translation>1/(1 − x)</translation>
    </message>
    <message>
        <source>Function f</source>
        <translation>Funktion f</translation>
    </message>
    <message>
        <source>The function to expand: eˣ, sin x, cos x, ln(1 + x) or 1/(1 − x).</source>
        <translation>Die zu entwickelnde Funktion: eˣ, sin x, cos x, ln(1 + x) oder 1/(1 − x).</translation>
    </message>
    <message>
        <source>Expansion point a</source>
        <translation>Entwicklungspunkt a</translation>
    </message>
    <message>
        <source>The point the Taylor series is built around.</source>
        <translation>Der Punkt, um den die Taylorreihe gebildet wird.</translation>
    </message>
    <message>
        <source>Degree N</source>
        <translation>Grad N</translation>
    </message>
    <message>
        <source>Highest power in the partial sum P_N; P₀ … P_N are drawn.</source>
        <translation>Höchste Potenz der Partialsumme P_N; P₀ … P_N werden gezeichnet.</translation>
    </message>
    <message>
        <source>Range from x</source>
        <translation>Bereich von x</translation>
    </message>
    <message>
        <source>Left end of the x range of the charts.</source>
        <translation>Linkes Ende des x-Bereichs der Diagramme.</translation>
    </message>
    <message>
        <source>Range to x</source>
        <translation>Bereich bis x</translation>
    </message>
    <message>
        <source>Right end of the x range of the charts.</source>
        <translation>Rechtes Ende des x-Bereichs der Diagramme.</translation>
    </message>
    <message>
        <source>How many terms: at x</source>
        <translation>Wie viele Terme: bei x</translation>
    </message>
    <message>
        <source>The point where the &quot;how many terms?&quot; tool wants the accuracy.</source>
        <translation>Der Punkt, an dem das Werkzeug „Wie viele Terme?“ die Genauigkeit verlangt.</translation>
    </message>
    <message>
        <source>How many terms: tolerance Δ</source>
        <translation>Wie viele Terme: Toleranz Δ</translation>
    </message>
    <message>
        <source>The error allowed at x: the tool finds the smallest N whose Lagrange bound is ≤ Δ.</source>
        <translation>Der bei x erlaubte Fehler: das Werkzeug sucht das kleinste N, dessen Lagrange-Schranke ≤ Δ ist.</translation>
    </message>
    <message>
        <source>Table: x values</source>
        <translation>Tabelle: x-Werte</translation>
    </message>
    <message>
        <source>Comma-separated x values of the table x, P_N(x), f(x), error, bound.</source>
        <translation>Durch Kommas getrennte x-Werte der Tabelle x, P_N(x), f(x), Fehler, Schranke.</translation>
    </message>
    <message>
        <source>every x</source>
        <translation>jedes x</translation>
    </message>
    <message>
        <source>Taylor polynomials P₀ … P%1 of %2</source>
        <translation>Taylorpolynome P₀ … P%1 von %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>True error and Lagrange bound, N = %1</source>
        <translation>Wahrer Fehler und Lagrange-Schranke, N = %1</translation>
    </message>
    <message>
        <source>|f − %1|; left out outside %2, where the series diverges</source>
        <translation>|f − %1|; außerhalb von %2 weggelassen, wo die Reihe divergiert</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!; left out outside %2, where the series diverges</source>
        <translation>Schranke M|x − a|^%1/%1!; außerhalb von %2 weggelassen, wo die Reihe divergiert</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!</source>
        <translation>Schranke M|x − a|^%1/%1!</translation>
    </message>
    <message>
        <source>degree N</source>
        <translation>Grad N</translation>
    </message>
    <message>
        <source>error at x</source>
        <translation>Fehler bei x</translation>
    </message>
    <message>
        <source>Bound and error at x = %1</source>
        <translation>Schranke und Fehler bei x = %1</translation>
    </message>
    <message>
        <source>Lagrange bound</source>
        <translation>Lagrange-Schranke</translation>
    </message>
    <message>
        <source>true error |f(x) − P_N(x)|</source>
        <translation>wahrer Fehler |f(x) − P_N(x)|</translation>
    </message>
    <message>
        <source>tolerance Δ = %1</source>
        <translation>Toleranz Δ = %1</translation>
    </message>
    <message>
        <source>Error of sin θ ≈ θ</source>
        <translation>Fehler von sin θ ≈ θ</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>Winkel θ</translation>
    </message>
    <message>
        <source>relative error (θ − sin θ)/sin θ</source>
        <translation>relativer Fehler (θ − sin θ)/sin θ</translation>
    </message>
    <message>
        <source>(θ − sin θ)/sin θ</source>
        <translation>(θ − sin θ)/sin θ</translation>
    </message>
    <message>
        <source>1 % at θ = %1°</source>
        <translation>1 % bei θ = %1°</translation>
    </message>
    <message>
        <source>Radians: π rad = 180°</source>
        <translation>Bogenmaß: π rad = 180°</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>θ in radians, and sin θ</source>
        <translation>θ im Bogenmaß, und sin θ</translation>
    </message>
    <message>
        <source>θ in rad</source>
        <translation>θ in rad</translation>
    </message>
    <message>
        <source>sin θ</source>
        <translation>sin θ</translation>
    </message>
    <message>
        <source>Classic angles</source>
        <translation>Klassische Winkel</translation>
    </message>
    <message>
        <source>Fewest terms (degree N + 1) with bound ≤ Δ</source>
        <translation>Wenigste Terme (Grad N + 1) mit Schranke ≤ Δ</translation>
    </message>
    <message>
        <source>Smallest degree N with bound ≤ Δ</source>
        <translation>Kleinster Grad N mit Schranke ≤ Δ</translation>
    </message>
    <message>
        <source>at x = %1 with Δ = %2: degree N = %3</source>
        <translation>bei x = %1 mit Δ = %2: Grad N = %3</translation>
    </message>
    <message>
        <source>Lagrange bound for that N</source>
        <translation>Lagrange-Schranke für dieses N</translation>
    </message>
    <message>
        <source>Lagrange bound for N − 1 (&gt; Δ)</source>
        <translation>Lagrange-Schranke für N − 1 (&gt; Δ)</translation>
    </message>
    <message>
        <source>N = 0 already meets the tolerance</source>
        <translation>N = 0 erfüllt die Toleranz bereits</translation>
    </message>
    <message>
        <source>True error of that P_N at x</source>
        <translation>Wahrer Fehler dieses P_N bei x</translation>
    </message>
    <message>
        <source>no degree up to %1 has a Lagrange bound ≤ Δ at x = %2 with Δ = %3</source>
        <translation>kein Grad bis %1 hat eine Lagrange-Schranke ≤ Δ bei x = %2 mit Δ = %3</translation>
    </message>
    <message>
        <source>over the part of the range where the series converges (%1)</source>
        <translation>über den Teil des Bereichs, in dem die Reihe konvergiert (%1)</translation>
    </message>
    <message>
        <source>the series converges nowhere in the range [%1, %2]</source>
        <translation>die Reihe konvergiert nirgends im Bereich [%1, %2]</translation>
    </message>
    <message>
        <source>Largest true error |f − P_N| over the range</source>
        <translation>Größter wahrer Fehler |f − P_N| im Bereich</translation>
    </message>
    <message>
        <source>Largest Lagrange bound over the range</source>
        <translation>Größte Lagrange-Schranke im Bereich</translation>
    </message>
    <message>
        <source>Radius of convergence about a</source>
        <translation>Konvergenzradius um a</translation>
    </message>
    <message>
        <source>sin θ ≈ θ is 1 % off from θ =</source>
        <translation>sin θ ≈ θ weicht um 1 % ab ab θ =</translation>
    </message>
    <message>
        <source>error |f − P_N|</source>
        <translation>Fehler |f − P_N|</translation>
    </message>
    <message>
        <source>%1 about a = %2, degree N = %3</source>
        <translation>%1 um a = %2, Grad N = %3</translation>
    </message>
    <message>
        <source>Degrees and radians (θ = s/r), and the small-angle error</source>
        <translation>Grad und Bogenmaß (θ = s/r) und der Kleinwinkelfehler</translation>
    </message>
    <message>
        <source>(units of x)</source>
        <translation>(Einheiten von x)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3 (charts: adding term %4 of %5)</source>
        <translation>%1 um a = %2, N = %3 (Diagramme: Term %4 von %5 kommt hinzu)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3</source>
        <translation>%1 um a = %2, N = %3</translation>
    </message>
    <message>
        <source>%1;  converges for %2;  at x = %3, Δ = %4 needs N = %5 (%6 terms)</source>
        <translation>%1;  konvergiert für %2;  bei x = %3, Δ = %4 ist N = %5 nötig (%6 Terme)</translation>
    </message>
    <message>
        <source>%1;  converges for %2</source>
        <translation>%1;  konvergiert für %2</translation>
    </message>
    <message>
        <source>The series of %1 about a = %2 converges only for %3: the error and the bound are left out of the chart beyond, where adding terms makes P_N worse.</source>
        <translation>Die Reihe von %1 um a = %2 konvergiert nur für %3: Fehler und Schranke fehlen im Diagramm jenseits davon, wo weitere Terme P_N verschlechtern.</translation>
    </message>
    <message>
        <source>ln(1 + x) is not defined for x ≤ −1: that part of the range has no curve for f.</source>
        <translation>ln(1 + x) ist für x ≤ −1 nicht definiert: dieser Teil des Bereichs hat keine Kurve für f.</translation>
    </message>
    <message>
        <source>How many terms: %1 is not defined at x = %2. Choose another x.</source>
        <translation>Wie viele Terme: %1 ist bei x = %2 nicht definiert. Bitte ein anderes x wählen.</translation>
    </message>
    <message>
        <source> The interval between a and x contains the singularity, so no M exists.</source>
        <translation> Das Intervall zwischen a und x enthält die Singularität, daher gibt es kein M.</translation>
    </message>
    <message>
        <source> x lies outside the convergence interval (%1).</source>
        <translation> x liegt außerhalb des Konvergenzintervalls (%1).</translation>
    </message>
    <message>
        <source> The series converges at x, but here M grows about as fast as (N + 1)!, so the Lagrange bound does not shrink with N: it is too pessimistic to prove the convergence (the true error, in the &quot;how many terms&quot; chart, does shrink).</source>
        <translation> Die Reihe konvergiert bei x, aber hier wächst M etwa so schnell wie (N + 1)!, daher schrumpft die Lagrange-Schranke nicht mit N: sie ist zu pessimistisch, um die Konvergenz zu beweisen (der wahre Fehler im Diagramm „Wie viele Terme“ schrumpft sehr wohl).</translation>
    </message>
    <message>
        <source>How many terms: no degree up to %1 brings the Lagrange bound at x = %2 below Δ = %3.%4</source>
        <translation>Wie viele Terme: kein Grad bis %1 bringt die Lagrange-Schranke bei x = %2 unter Δ = %3.%4</translation>
    </message>
    <message>
        <source>Taylor series and the Lagrange error bound</source>
        <translation>Taylorreihe und die Lagrange-Fehlerschranke</translation>
    </message>
    <message>
        <source>Why every integrator has an order: polynomials that hug a function, and how far off they are.</source>
        <translation>Warum jeder Integrator eine Ordnung hat: Polynome, die sich an eine Funktion schmiegen, und wie weit sie danebenliegen.</translation>
    </message>
    <message>
        <source>parameter &apos;function&apos;: unknown function %1</source>
        <translation>Parameter &apos;function&apos;: unbekannte Funktion %1</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: ln(1 + x) is only defined for x &gt; −1: choose an expansion point a &gt; −1 (a = %1)</source>
        <translation>Parameter &apos;a&apos;: ln(1 + x) ist nur für x &gt; −1 definiert: eine Entwicklungsstelle a &gt; −1 wählen (a = %1)</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: 1/(1 − x) has its pole at x = 1: choose an expansion point a ≠ 1</source>
        <translation>Parameter &apos;a&apos;: 1/(1 − x) hat seinen Pol bei x = 1: eine Entwicklungsstelle a ≠ 1 wählen</translation>
    </message>
    <message>
        <source>parameters &apos;x_min&apos; and &apos;x_max&apos;: the range needs x_min &lt; x_max (x_min = %1, x_max = %2)</source>
        <translation>Parameter &apos;x_min&apos; und &apos;x_max&apos;: Der Bereich braucht x_min &lt; x_max (x_min = %1, x_max = %2)</translation>
    </message>
    <message>
        <source>parameter &apos;x_values&apos;: give 1 to 100 numbers separated by commas, e.g. &quot;0, 0.1, 0.5, 1&quot; (got %1)</source>
        <translation>Parameter &apos;x_values&apos;: 1 bis 100 Zahlen durch Kommas getrennt angeben, z. B. &quot;0, 0.1, 0.5, 1&quot; (erhalten: %1)</translation>
    </message>
    <message>
        <source>the clock t = %1 s is not a time of a run</source>
        <translation>die Uhr t = %1 s ist kein Zeitpunkt eines Laufs</translation>
    </message>
</context>
<context>
    <name>velocity-field</name>
    <message>
        <source>Velocity field</source>
        <translation>Geschwindigkeitsfeld</translation>
    </message>
    <message>
        <source>v = (x, 5 cos x)</source>
        <translation>v = (x, 5 cos x)</translation>
    </message>
    <message>
        <source>Rotation (circles)</source>
        <translation>Rotation (Kreise)</translation>
    </message>
    <message>
        <source>Lamb–Oseen vortex</source>
        <translation>Lamb-Oseen-Wirbel</translation>
    </message>
    <message>
        <source>Double gyre (time-dependent)</source>
        <translation>Doppelwirbel (zeitabhängig)</translation>
    </message>
    <message>
        <source>The flow that carries the particle.</source>
        <translation>Die Strömung, die das Teilchen mitführt.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>Step size of every method. Applies while running.</source>
        <translation>Schrittweite jedes Verfahrens. Wirkt während des Laufs.</translation>
    </message>
    <message>
        <source>Start x₀</source>
        <translation>Start x₀</translation>
    </message>
    <message>
        <source>Where the particle is dropped (or click in the view).</source>
        <translation>Wo das Teilchen abgesetzt wird (oder in die Ansicht klicken).</translation>
    </message>
    <message>
        <source>Start y₀</source>
        <translation>Start y₀</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Endzeit T</translation>
    </message>
    <message>
        <source>The run stops here; the endpoint error is measured here.</source>
        <translation>Der Lauf endet hier; hier wird der Endpunktfehler gemessen.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Integrators traced side by side (comma-separated ids).</source>
        <translation>Integratoren, die nebeneinander verfolgt werden (IDs durch Komma getrennt).</translation>
    </message>
    <message>
        <source>Distance from the reference path</source>
        <translation>Abstand von der Referenzbahn</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>Zeitschritt Δt</translation>
    </message>
    <message>
        <source>distance at T</source>
        <translation>Abstand bei T</translation>
    </message>
    <message>
        <source>Distance from the reference at T (endpoint error)</source>
        <translation>Abstand von der Referenz bei T (Endpunktfehler)</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>die Konvergenzstudie ist noch nicht gelaufen</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/100)</source>
        <translation>Referenz (RK4, Δt/100)</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Konvergenzstudie starten</translation>
    </message>
    <message>
        <source>Distance from the reference at the end time T for the current Δt and for Δt halved six times, per method.</source>
        <translation>Abstand von der Referenz zur Endzeit T für das aktuelle Δt und für sechsmal halbiertes Δt, je Verfahren.</translation>
    </message>
    <message>
        <source>Tracing a particle through a velocity field</source>
        <translation>Ein Teilchen durch ein Geschwindigkeitsfeld verfolgen</translation>
    </message>
    <message>
        <source>dx/dt = v(x, t): Euler, Heun, midpoint and RK4 follow a particle through a flow.</source>
        <translation>dx/dt = v(x, t): Euler, Heun, Mittelpunktverfahren und RK4 verfolgen ein Teilchen durch eine Strömung.</translation>
    </message>
    <message>
        <source>%1   t = %2 s   Δt = %3 s   (click to drop the particle)</source>
        <translation>%1   t = %2 s   Δt = %3 s   (klicken, um das Teilchen abzusetzen)</translation>
    </message>
    <message>
        <source>Error at T = %1 s against Δt</source>
        <translation>Fehler bei T = %1 s über Δt</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 diverged at t = %5 s.</source>
        <translation>Das Teilchen ist bei (%1, %2) m und wird mit %3 m/s getragen; %4 divergierte bei t = %5 s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s.</source>
        <translation>Das Teilchen ist bei (%1, %2) m und wird mit %3 m/s getragen.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 is farthest from it, %5 m away.</source>
        <translation>Das Teilchen ist bei (%1, %2) m und wird mit %3 m/s getragen; %4 ist am weitesten davon entfernt, %5 m.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: time step Δt = %1 s must be smaller than the end time T = %2 s.</source>
        <translation>Parameter &apos;dt&apos; und &apos;end_time&apos;: Der Zeitschritt Δt = %1 s muss kleiner sein als die Endzeit T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: the start %1 = %2 m lies outside this field&apos;s region, %3 to %4 m (the field&apos;s region is [%5, %6] × [%7, %8] m).</source>
        <translation>Parameter &apos;%1&apos;: Der Start %1 = %2 m liegt außerhalb des Gebiets dieses Felds, %3 bis %4 m (das Gebiet des Felds ist [%5; %6] × [%7; %8] m).</translation>
    </message>
    <message>
        <source>at T = %1 s with Δt = %2 s from (%3, %4) m</source>
        <translation>bei T = %1 s mit Δt = %2 s ab (%3; %4) m</translation>
    </message>
    <message>
        <source>study cancelled before every method ran</source>
        <translation>Studie abgebrochen, bevor jedes Verfahren gelaufen ist</translation>
    </message>
    <message>
        <source>%1 diverged before T</source>
        <translation>%1 divergierte vor T</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergiert bei t = %2 s)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: it ended up more than %3 times farther from the reference solution than the reference is from the origin. Lower Δt.</source>
        <translation>%1 divergierte bei t = %2 s: Es landete mehr als %3-mal so weit von der Referenzlösung entfernt, wie die Referenz vom Ursprung entfernt ist. Δt verkleinern.</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergiert)</translation>
    </message>
    <message>
        <source>the study&apos;s Δt = %1 s is not a time step</source>
        <translation>das Δt = %1 s der Studie ist kein Zeitschritt</translation>
    </message>
    <message>
        <source>the study&apos;s endpoint error of %1 is not a distance</source>
        <translation>der Endpunktfehler von %1 in der Studie ist kein Abstand</translation>
    </message>
    <message>
        <source>the velocity-field state</source>
        <translation>der Zustand des Geschwindigkeitsfelds</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>die Zeit t = %1 s ist kein Zeitpunkt eines Laufs</translation>
    </message>
    <message>
        <source>the reference point is not a finite point of the plane</source>
        <translation>der Referenzpunkt ist kein endlicher Punkt der Ebene</translation>
    </message>
    <message>
        <source>the reference path is too long or not finite</source>
        <translation>die Referenzbahn ist zu lang oder nicht endlich</translation>
    </message>
    <message>
        <source>%1: the particle is not a finite point of the plane</source>
        <translation>%1: das Teilchen ist kein endlicher Punkt der Ebene</translation>
    </message>
    <message>
        <source>%1: the particle is farther from the reference than a run that has not diverged can be</source>
        <translation>%1: das Teilchen ist weiter von der Referenz entfernt, als es ein nicht divergierter Lauf sein kann</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1: der Divergenzzeitpunkt ist kein Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <source>%1: the path is too long or not finite</source>
        <translation>%1: die Bahn ist zu lang oder nicht endlich</translation>
    </message>
</context>
<context>
    <name>xpbd</name>
    <message>
        <source>XPBD constraints</source>
        <translation>XPBD-Zwangsbedingungen</translation>
    </message>
    <message>
        <source>Damped springs (symplectic Euler)</source>
        <translation>Gedämpfte Federn (symplektisches Euler-Verfahren)</translation>
    </message>
    <message>
        <source>Compliance α</source>
        <translation>Nachgiebigkeit α</translation>
    </message>
    <message>
        <source>Inverse stiffness of every XPBD link; 0 is rigid.</source>
        <translation>Inverse Steifigkeit jeder XPBD-Verbindung; 0 ist starr.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Teilschritte</translation>
    </message>
    <message>
        <source>Each frame Δt is split into this many substeps (both versions).</source>
        <translation>Jedes Bild Δt wird in so viele Teilschritte zerlegt (beide Varianten).</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Gauss–Seidel sweeps over the XPBD links per substep.</source>
        <translation>Gauß-Seidel-Durchläufe über die XPBD-Verbindungen pro Teilschritt.</translation>
    </message>
    <message>
        <source>Frame time step Δt</source>
        <translation>Bild-Zeitschritt Δt</translation>
    </message>
    <message>
        <source>One frame; split into the substeps.</source>
        <translation>Ein Bild; in die Teilschritte zerlegt.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Teilchenmasse m</translation>
    </message>
    <message>
        <source>Mass of every particle.</source>
        <translation>Masse jedes Teilchens.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s (spring version)</source>
        <translation>Federsteifigkeit k_s (Federvariante)</translation>
    </message>
    <message>
        <source>Spring version: force per unit strain; ℓ₀/α matches α.</source>
        <translation>Federvariante: Kraft pro Einheitsdehnung; ℓ₀/α entspricht α.</translation>
    </message>
    <message>
        <source>Spring damping k_d (spring version)</source>
        <translation>Federdämpfung k_d (Federvariante)</translation>
    </message>
    <message>
        <source>Spring version: damping of the stretching speed.</source>
        <translation>Federvariante: Dämpfung der Dehngeschwindigkeit.</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀</source>
        <translation>Fehler der Zwangsbedingung |ℓ − ℓ₀|/ℓ₀</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>relative length error</source>
        <translation>relativer Längenfehler</translation>
    </message>
    <message>
        <source>Total energy: kinetic + elastic + gravity</source>
        <translation>Gesamtenergie: kinetisch + elastisch + Lage</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Federn</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀ (mean, max)</source>
        <translation>Fehler der Zwangsbedingung |ℓ − ℓ₀|/ℓ₀ (Mittel, Maximum)</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Kinetische Energie</translation>
    </message>
    <message>
        <source>Elastic energy (springs; ½C²/α for XPBD)</source>
        <translation>Elastische Energie (Federn; ½C²/α bei XPBD)</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Lageenergie (0 bei y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Gesamtenergie</translation>
    </message>
    <message>
        <source>Rope and cloth of XPBD rods</source>
        <translation>Seil und Tuch aus XPBD-Stäben</translation>
    </message>
    <message>
        <source>Saved from the xpbd lesson (its XPBD run).</source>
        <translation>Aus der XPBD-Lektion gespeichert (ihr XPBD-Lauf).</translation>
    </message>
    <message>
        <source>XPBD: stiff constraints at any time step</source>
        <translation>XPBD: steife Zwangsbedingungen bei jedem Zeitschritt</translation>
    </message>
    <message>
        <source>The rope and cloth as XPBD distance constraints next to springs at the same Δt.</source>
        <translation>Seil und Tuch als XPBD-Abstandsbedingungen neben Federn beim selben Δt.</translation>
    </message>
    <message>
        <source>XPBD</source>
        <translation>XPBD</translation>
    </message>
    <message>
        <source>XPBD, mean</source>
        <translation>XPBD, Mittel</translation>
    </message>
    <message>
        <source>Springs, mean</source>
        <translation>Federn, Mittel</translation>
    </message>
    <message>
        <source>XPBD, max</source>
        <translation>XPBD, Maximum</translation>
    </message>
    <message>
        <source>Springs, max</source>
        <translation>Federn, Maximum</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s in %3 substeps × %4 iterations   α = %5 m/N</source>
        <translation>t = %1   Δt = %2 s in %3 Teilschritten × %4 Iterationen   α = %5 m/N</translation>
    </message>
    <message>
        <source>Rope and cloth: %1 diverged at t = %2 s.</source>
        <translation>Seil und Tuch: %1 divergierte bei t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth: the XPBD rods are off their length by %1 % on average, at most %2 %, total energy %3 J; the springs by %4 % on average, at most %5 %.</source>
        <translation>Seil und Tuch: die XPBD-Stäbe weichen im Mittel um %1 % von ihrer Länge ab, höchstens %2 %, Gesamtenergie %3 J; die Federn im Mittel um %4 %, höchstens %5 %.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;substeps&apos;: Δt / substeps is below 1 µs: use fewer substeps or a larger Δt.</source>
        <translation>Parameter &apos;dt&apos; und &apos;substeps&apos;: Δt / Teilschritte liegt unter 1 µs: weniger Teilschritte oder ein größeres Δt wählen.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergierte bei t = %2 s</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergiert bei t = %1 s</translation>
    </message>
    <message>
        <source>error: mean %1, max %2</source>
        <translation>Fehler: Mittel %1, Maximum %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the springs are too stiff for Δt/substeps with an explicit integrator. Raise the substeps or soften k_s.</source>
        <translation>%1 divergierte bei t = %2 s: Die Federn sind für Δt/Teilschritte mit einem expliziten Integrator zu steif. Mehr Teilschritte wählen oder k_s verkleinern.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: lower Δt or raise the substeps.</source>
        <translation>%1 divergierte bei t = %2 s: Δt verkleinern oder mehr Teilschritte wählen.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>die Zeit muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>der Lauf des Ziehens existiert nicht</translation>
    </message>
</context>
</TS>
