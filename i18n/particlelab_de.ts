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
        <source>Time until a rod first flips, over a grid of starting angles (θ₁, θ₂) from rest: RK4 on both cores. Grid, time limit and step are the flip_* parameters.</source>
        <translation>Zeit bis zum ersten Überschlag eines Stabs, über einem Raster von Anfangswinkeln (θ₁, θ₂) aus der Ruhe: RK4 auf beiden Kernen. Raster, Zeitgrenze und Schritt sind die Parameter flip_*.</translation>
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
        <source>The run&apos;s LAMMPS input (masses, pair_coeff, walls) for runs of several atom types or in a closed box; empty: in.particlelab beside the dump.</source>
        <translation>Die LAMMPS-Eingabe des Laufs (Massen, pair_coeff, Wände) für Läufe mit mehreren Atomtypen oder in einer geschlossenen Box; leer: in.particlelab neben dem Dump.</translation>
    </message>
    <message>
        <source>Potential depth ε</source>
        <translation>Potentialtiefe ε</translation>
    </message>
    <message>
        <source>pair_coeff ε of the run (type 1–1).</source>
        <translation>pair_coeff ε des Laufs (Typ 1–1).</translation>
    </message>
    <message>
        <source>Potential range σ</source>
        <translation>Reichweite des Potentials σ</translation>
    </message>
    <message>
        <source>pair_coeff σ of the run (type 1–1).</source>
        <translation>pair_coeff σ des Laufs (Typ 1–1).</translation>
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
        <source>parameter &apos;</source>
        <translation>Parameter &apos;</translation>
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
        <source>Stability meter: z = λΔt and each method&apos;s region</source>
        <translation>Stabilitätsanzeige: z = λΔt und das Gebiet jedes Verfahrens</translation>
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
        <translation>Gebiet des Mittelpunktverfahrens</translation>
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
        <translation>Schatten-H̃/N (Verlet)</translation>
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
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>a scene file</source>
        <translation>eine Szenendatei</translation>
    </message>
    <message>
        <source>%1   t = %2 s   E = %3 J</source>
        <translation>%1   t = %2 s   E = %3 J</translation>
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
    <message>
        <source>  t = 0000.000 s</source>
        <translation>  t = 0000.000 s</translation>
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
    <message numerus="yes">
        <source>Dam break: the surge front %1 m from the left wall of the %2 m tank; %n particles, %3 % of them above the column&apos;s height at the release.</source>
        <translation>
            <numerusform>Dammbruch: die Wellenfront %1 m von der linken Wand des %2 m langen Beckens; %n Teilchen, %3 % davon über der Höhe der Säule beim Loslassen.</numerusform>
            <numerusform>Dammbruch: die Wellenfront %1 m von der linken Wand des %2 m langen Beckens; %n Teilchen, %3 % davon über der Höhe der Säule beim Loslassen.</numerusform>
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
</context>
</TS>
