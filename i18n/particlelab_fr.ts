<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;A teaching tool for particle-based physics and the numerical methods behind it: integrators, Taylor series, pendulums, springs and constraints, gases and SPH water.&lt;/p&gt;&lt;p&gt;Licence: %2 (GNU General Public License, version 3 or later)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Built with Qt %4 (running on Qt %5), Eigen, C++20.&lt;/p&gt;</source>
        <translation>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;Un outil pédagogique pour la physique à base de particules et les méthodes numériques qui la sous-tendent&#xa0;: intégrateurs, séries de Taylor, pendules, ressorts et contraintes, gaz et eau SPH.&lt;/p&gt;&lt;p&gt;Licence&#xa0;: %2 (GNU General Public License, version 3 ou ultérieure)&lt;br&gt;Web&#xa0;: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Compilé avec Qt %4 (exécuté sous Qt %5), Eigen, C++20.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About ParticleLab</source>
        <translation>À propos de ParticleLab</translation>
    </message>
</context>
<context>
    <name>HandoutPdf</name>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>à t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time t = %1 s · printed %2 · ParticleLab %3</source>
        <translation>Temps simulé t = %1 s · imprimé le %2 · ParticleLab %3</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The run&apos;s settings, %1.</source>
        <translation>Les réglages de la simulation, %1.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Grandeur mesurée</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date&#xa0;:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Réponse&#xa0;:</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
</context>
<context>
    <name>KeyframeBudget</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
</context>
<context>
    <name>MeasurementWords</name>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … (%n rows)</source>
        <translation>
            <numerusform> … (%n ligne)</numerusform>
            <numerusform> … (%n lignes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>type a number</source>
        <translation>saisir un nombre</translation>
    </message>
    <message>
        <source>type a number (in %1)</source>
        <translation>saisir un nombre (en %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre en %2</translation>
    </message>
    <message>
        <source>ParticleLab session or scene (*%1 *.json);;All files (*)</source>
        <translation>Séance ou scène ParticleLab (*%1 *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This study will take about %1: %2.

Start it anyway? It can be cancelled at any time.</source>
        <translation>Cette étude prendra environ %1&#xa0;: %2.

La lancer quand même&#xa0;? Elle peut être annulée à tout moment.</translation>
    </message>
    <message>
        <source>Long study</source>
        <translation>Étude longue</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>SpreadsheetExport</name>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Graphique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tableau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Measurements at the end of the run</source>
        <translation>Mesures à la fin de la simulation</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The parameters of the run</source>
        <translation>Les paramètres de la simulation</translation>
    </message>
    <message>
        <source>cannot create the workbook %1</source>
        <translation>impossible de créer le classeur %1</translation>
    </message>
    <message>
        <source>cannot add the sheet “%1”</source>
        <translation>impossible d’ajouter la feuille «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>ParticleLab run at t = %1 s</source>
        <translation>Simulation ParticleLab à t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>Temps simulé</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exporté le</translation>
    </message>
    <message>
        <source>Same numbers in (--export)</source>
        <translation>Mêmes valeurs dans (--export)</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Grandeur mesurée</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Valeur %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Id (report.json)</source>
        <translation>Id (report.json)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>no file name for the spreadsheet</source>
        <translation>aucun nom de fichier pour le classeur</translation>
    </message>
    <message>
        <source>cannot write %1: no temporary folder (%2)</source>
        <translation>impossible d’écrire %1&#xa0;: aucun dossier temporaire (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
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
        <translation>Touches</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation>lecture / pause</translation>
    </message>
    <message>
        <source>S or →</source>
        <translation>S ou →</translation>
    </message>
    <message>
        <source>one step (one stage in step-through mode)</source>
        <translation>un pas (une étape intermédiaire en mode pas à pas)</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>one step back</source>
        <translation>un pas en arrière</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>reset with the current parameters</source>
        <translation>réinitialiser avec les paramètres actuels</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>presentation mode on / off</source>
        <translation>activer / désactiver le mode présentation</translation>
    </message>
    <message>
        <source>Ctrl+ / Ctrl− / Ctrl+0</source>
        <translation>Ctrl+ / Ctrl− / Ctrl+0</translation>
    </message>
    <message>
        <source>text larger / smaller / default size</source>
        <translation>texte plus grand / plus petit / taille par défaut</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>focus back to the view; from the view, leave presentation mode</source>
        <translation>rendre le focus à la vue&#xa0;; depuis la vue, quitter le mode présentation</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the lesson&apos;s text (the user guide when it has none)</source>
        <translation>le texte de la leçon (le guide de l’utilisateur si elle n’en a pas)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>next / previous control</source>
        <translation>contrôle suivant / précédent</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo / redo a parameter change</source>
        <translation>annuler / rétablir une modification de paramètre</translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>open / save a session</source>
        <translation>ouvrir / enregistrer une séance</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>export everything to a folder</source>
        <translation>tout exporter dans un dossier</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Molette</translation>
    </message>
    <message>
        <source>zoom the view</source>
        <translation>zoomer dans la vue</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>Glisser avec le bouton droit</translation>
    </message>
    <message>
        <source>pan the view</source>
        <translation>déplacer la vue</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Double-clic</translation>
    </message>
    <message>
        <source>fit the view</source>
        <translation>ajuster la vue</translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation>Glisser avec le bouton gauche</translation>
    </message>
    <message>
        <source>interact where the lesson allows (drag a bob, a particle…)</source>
        <translation>interagir là où la leçon le permet (déplacer une masse, une particule…)</translation>
    </message>
    <message>
        <source>Right-click a chart</source>
        <translation>Clic droit sur un graphique</translation>
    </message>
    <message>
        <source>save it as PNG or SVG, or its data as CSV</source>
        <translation>l’enregistrer en PNG ou SVG, ou ses données en CSV</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Ligne de temps</translation>
    </message>
    <message>
        <source>drag to go back to any moment; change a parameter there and play to branch the run: the old future stays as a ghost and dashed curves</source>
        <translation>glisser pour revenir à n’importe quel instant&#xa0;; y modifier un paramètre puis lancer la lecture crée une branche&#xa0;: l’ancien futur reste affiché en fantôme et en courbes pointillées</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Saisie</translation>
    </message>
    <message>
        <source>In a number field</source>
        <translation>Dans un champ numérique</translation>
    </message>
    <message>
        <source>digits are typed, Space still plays; once you type (&quot;0.2 s&quot;, &quot;0,2&quot;), Enter or Tab applies it and Esc drops it</source>
        <translation>les chiffres sont saisis, Space lance toujours la lecture&#xa0;; dès que vous tapez («&#xa0;0.2 s&#xa0;», «&#xa0;0,2&#xa0;»), Enter ou Tab applique la valeur et Esc l’abandonne</translation>
    </message>
    <message>
        <source>In a free-text field</source>
        <translation>Dans un champ de texte libre</translation>
    </message>
    <message>
        <source>letters and Space are text</source>
        <translation>les lettres et Space sont du texte</translation>
    </message>
    <message>
        <source>Parameters marked ↺</source>
        <translation>Paramètres marqués ↺</translation>
    </message>
    <message>
        <source>apply on reset; the others apply at once</source>
        <translation>s’appliquent à la réinitialisation&#xa0;; les autres immédiatement</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is all this run&apos;s: no other lesson is open.</source>
        <translation>Le budget mémoire de la ligne de temps (%1) revient entièrement à cette simulation&#xa0;: aucune autre leçon n’est ouverte.</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is shared by the %n lessons opened: this run has %2; each lesson not on show keeps the keyframes it has, up to %3.</source>
        <translation>Le budget mémoire de la ligne de temps (%1) est partagé entre les %n leçons ouvertes&#xa0;: cette simulation dispose de %2&#xa0;; chaque leçon non affichée conserve ses images clés, jusqu’à %3.</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>describe the view: said aloud with View → Speak, and to a screen reader</source>
        <translation>décrire la vue : dite à voix haute avec Affichage → Lire à voix haute, et pour un lecteur d’écran</translation>
    </message>
</context>
<context>
    <name>pl::Announcer</name>
    <message>
        <source>&amp;Describe the view</source>
        <translation>&amp;Décrire la vue</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>ParticleLab says its notices aloud, and the view&apos;s description on request (D)</source>
        <translation>ParticleLab dit ses avis à voix haute, et la description de la vue sur demande (D)</translation>
    </message>
    <message>
        <source>Say where the run is: the lesson&apos;s state, the time and the key measurements (D)</source>
        <translation>Dire où en est l’exécution : l’état de la leçon, le temps et les mesures principales (D)</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>Lire à &amp;voix haute</translation>
    </message>
</context>
<context>
    <name>pl::ChartDrawing</name>
    <message>
        <source>%1 (before)</source>
        <translation>%1 (avant)</translation>
    </message>
    <message>
        <source>Dashed: the run before %1</source>
        <translation>Pointillés&#xa0;: la simulation avant %1</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Graphique&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
</context>
<context>
    <name>pl::ChartPanel</name>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Chart shown in cell %1</source>
        <translation>Graphique affiché dans la case %1</translation>
    </message>
    <message>
        <source>Choose what this cell shows; double-click a chart to enlarge it</source>
        <translation>Choisissez ce que cette case affiche&#xa0;; double-cliquez sur un graphique pour l’agrandir.</translation>
    </message>
</context>
<context>
    <name>pl::ChartWidget</name>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Enregistrer en SVG…</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Enregistrer les données en CSV…</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>Données CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the chart “%1” to %2</source>
        <translation>Graphique «&#xa0;%1&#xa0;» enregistré dans %2</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>Graphique non enregistré</translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation>Le graphique n’a pas pu être enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pl::DocumentExports</name>
    <message>
        <source>Export &amp;chart…</source>
        <translation>Exporter le &amp;graphique…</translation>
    </message>
    <message>
        <source>Export &amp;view as PNG…</source>
        <translation>Exporter la &amp;vue en PNG…</translation>
    </message>
    <message>
        <source>Export &amp;report (JSON)…</source>
        <translation>Exporter le rapport (&amp;JSON)…</translation>
    </message>
    <message>
        <source>Export &amp;all to folder…</source>
        <translation>Exporter &amp;tout dans un dossier…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>Exporter la &amp;fiche d’activité (PDF)…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, parameters, charts and measurements (and in student mode its questions) as a PDF to print</source>
        <translation>Le texte de la leçon, ses paramètres, graphiques et mesures (et en mode élève ses questions) en PDF à imprimer.</translation>
    </message>
    <message>
        <source>Export to sprea&amp;dsheet…</source>
        <translation>Exporter vers un ta&amp;bleur…</translation>
    </message>
    <message>
        <source>The charts&apos; data, measurements and parameters as an Excel workbook (.xlsx) with a chart per sheet</source>
        <translation>Les données des graphiques, les mesures et les paramètres dans un classeur Excel (.xlsx), avec un graphique par feuille.</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export everything to folder</source>
        <translation>Tout exporter dans un dossier</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2</source>
        <translation>%1 fichiers écrits dans %2</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Exporter la fiche d’activité</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export to spreadsheet</source>
        <translation>Exporter vers un tableur</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Handout not written</source>
        <translation>Fiche d’activité non écrite</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (1 page, %2)</source>
        <translation>Fiche d’activité écrite dans %1 (1 page, %2)</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (%2 pages, %3)</source>
        <translation>Fiche d’activité écrite dans %1 (%2 pages, %3)</translation>
    </message>
    <message>
        <source>Spreadsheet not written</source>
        <translation>Classeur non écrit</translation>
    </message>
    <message>
        <source>Wrote the workbook to %1</source>
        <translation>Classeur écrit dans %1</translation>
    </message>
</context>
<context>
    <name>pl::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Graphique&#xa0;:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dessin SVG</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>Données CSV</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation>Largeur PNG</translation>
    </message>
    <message>
        <source>1920 px fills a full-HD slide; text is scaled with the width</source>
        <translation>1920 px remplissent une diapositive Full HD&#xa0;; le texte est mis à l’échelle avec la largeur.</translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation>&amp;Largeur PNG&#xa0;:</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exporter dans un dossier</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom du fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exporté</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>Il n’y a aucun graphique à exporter.</translation>
    </message>
    <message>
        <source>Give the file a name.</source>
        <translation>Donnez un nom au fichier.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>a PNG image of %1 × %2 px</source>
        <translation>une image PNG de %1 × %2 px</translation>
    </message>
    <message>
        <source>an SVG drawing</source>
        <translation>un dessin SVG</translation>
    </message>
    <message>
        <source>the chart&apos;s data as CSV</source>
        <translation>les données du graphique en CSV</translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation>%1 écrit dans %2</translation>
    </message>
</context>
<context>
    <name>pl::ExportFileDialog</name>
    <message>
        <source>File to write</source>
        <translation>Fichier à écrire</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Choisir le fichier</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Format du papier</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Lettre US (8,5 × 11 po)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>Papie&amp;r&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
</context>
<context>
    <name>pl::KeyboardHelp</name>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Clavier et souris</translation>
    </message>
    <message>
        <source>These keys work wherever the focus is, also in a number field.</source>
        <translation>Ces touches fonctionnent où que soit le focus, même dans un champ numérique.</translation>
    </message>
    <message>
        <source>Keys and mouse gestures</source>
        <translation>Touches et gestes de la souris</translation>
    </message>
    <message>
        <source>Key or gesture</source>
        <translation>Touche ou geste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
</context>
<context>
    <name>pl::LammpsActions</name>
    <message>
        <source>Export to &amp;LAMMPS…</source>
        <translation>Exporter vers &amp;LAMMPS…</translation>
    </message>
    <message>
        <source>Run LAMMPS on a deck…</source>
        <translation>Lancer LAMMPS sur un script d’entrée…</translation>
    </message>
    <message>
        <source>&amp;Import LAMMPS run…</source>
        <translation>&amp;Importer un calcul LAMMPS…</translation>
    </message>
    <message>
        <source>Export to LAMMPS</source>
        <translation>Exporter vers LAMMPS</translation>
    </message>
    <message>
        <source>The lesson &apos;%1&apos; has no LAMMPS export: only lennard-jones and ideal-gas have one.</source>
        <translation>La leçon «&#xa0;%1&#xa0;» n’a pas d’export LAMMPS&#xa0;: seules lennard-jones et ideal-gas en ont un.</translation>
    </message>
    <message>
        <source>Export to LAMMPS: folder</source>
        <translation>Exporter vers LAMMPS&#xa0;: dossier</translation>
    </message>
    <message>
        <source>Export to LAMMPS failed</source>
        <translation>Échec de l’export vers LAMMPS</translation>
    </message>
    <message>
        <source>Wrote in.particlelab and particlelab.data to %1.

Run it with:
  cd %1
  lmp -in in.particlelab</source>
        <translation>in.particlelab et particlelab.data ont été écrits dans %1.

Pour le lancer&#xa0;:
  cd %1
  lmp -in in.particlelab</translation>
    </message>
    <message>
        <source>Exported to LAMMPS</source>
        <translation>Exporté vers LAMMPS</translation>
    </message>
    <message>
        <source>

LAMMPS is not installed here (Debian: apt-get install lammps).</source>
        <translation>

LAMMPS n’est pas installé ici (Debian&#xa0;: apt-get install lammps).</translation>
    </message>
    <message>
        <source>

Run it now?</source>
        <translation>

Le lancer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Cannot start LAMMPS</source>
        <translation>Impossible de démarrer LAMMPS</translation>
    </message>
    <message>
        <source>Run LAMMPS</source>
        <translation>Lancer LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1.</source>
        <translation>LAMMPS tourne déjà dans %1.</translation>
    </message>
    <message>
        <source>Run LAMMPS: the folder with in.particlelab</source>
        <translation>Lancer LAMMPS&#xa0;: le dossier contenant in.particlelab</translation>
    </message>
    <message>
        <source>MPI processes:</source>
        <translation>Processus MPI&#xa0;:</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1</source>
        <translation>LAMMPS tourne déjà dans %1</translation>
    </message>
    <message>
        <source>LAMMPS (lmp) is not installed (Debian: apt-get install lammps)</source>
        <translation>LAMMPS (lmp) n’est pas installé (Debian&#xa0;: apt-get install lammps)</translation>
    </message>
    <message>
        <source>%1 has no %2: export a lesson there first</source>
        <translation>%1 ne contient pas de %2&#xa0;: exportez d’abord une leçon dans ce dossier</translation>
    </message>
    <message>
        <source>no MPI launcher (mpirun or mpiexec) for %1 processes</source>
        <translation>aucun lanceur MPI (mpirun ou mpiexec) pour %1 processus</translation>
    </message>
    <message>
        <source>LAMMPS is starting…</source>
        <translation>Démarrage de LAMMPS…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>LAMMPS run</source>
        <translation>Calcul LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS: step %1 of %2</source>
        <translation>LAMMPS&#xa0;: pas %1 sur %2</translation>
    </message>
    <message>
        <source>LAMMPS: step %1</source>
        <translation>LAMMPS&#xa0;: pas %1</translation>
    </message>
    <message>
        <source>LAMMPS run cancelled</source>
        <translation>Calcul LAMMPS annulé</translation>
    </message>
    <message>
        <source>LAMMPS failed</source>
        <translation>Échec de LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS stopped with exit code %1 (%2).

%3</source>
        <translation>LAMMPS s’est arrêté avec le code de sortie %1 (%2).

%3</translation>
    </message>
    <message>
        <source>LAMMPS finished</source>
        <translation>LAMMPS a terminé</translation>
    </message>
    <message>
        <source>LAMMPS finished in %1. Open the run?</source>
        <translation>LAMMPS a terminé en %1. Ouvrir le calcul&#xa0;?</translation>
    </message>
    <message>
        <source>Import LAMMPS run: trajectory</source>
        <translation>Importer un calcul LAMMPS&#xa0;: trajectoire</translation>
    </message>
    <message>
        <source>LAMMPS dump (*.lammpstrj *.dump dump.*);;All files (*)</source>
        <translation>Dump LAMMPS (*.lammpstrj *.dump dump.*);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import LAMMPS run: log (Cancel for none)</source>
        <translation>Importer un calcul LAMMPS&#xa0;: journal (Annuler pour aucun)</translation>
    </message>
    <message>
        <source>LAMMPS log (log.* *.log);;All files (*)</source>
        <translation>Journal LAMMPS (log.* *.log);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot import the LAMMPS run</source>
        <translation>Impossible d’importer le calcul LAMMPS</translation>
    </message>
</context>
<context>
    <name>pl::LessonTextView</name>
    <message>
        <source>Lesson text</source>
        <translation>Texte de la leçon</translation>
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
        <translation>Les images clés les plus anciennes des autres leçons ont été espacées (Édition → Budget mémoire de la ligne de temps).</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>The run reached its end at t = %1 s. Press Play (Space) to run it again.</source>
        <translation>La simulation est arrivée à son terme à t = %1 s. Appuyez sur Lecture (Space) pour la relancer.</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play / pause the simulation (Space)</source>
        <translation>Lancer / mettre en pause la simulation (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Advance one step, or one stage in step-through mode (S or →)</source>
        <translation>Avancer d’un pas, ou d’une étape intermédiaire en mode pas à pas (S ou →)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Pas en arrière</translation>
    </message>
    <message>
        <source>Go back one step, exactly (←)</source>
        <translation>Revenir exactement d’un pas en arrière (←)</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Start again from the parameters (R)</source>
        <translation>Recommencer à partir des paramètres (R)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F11)</source>
        <translation>Plein écran avec un texte agrandi pour le vidéoprojecteur (F11)</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Vitesse </translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second</source>
        <translation>Secondes simulées par seconde réelle</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
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
        <translation>Budget &amp;mémoire de la ligne de temps…</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>How to use ParticleLab, with search (F1 when a lesson has no text)</source>
        <translation>Comment utiliser ParticleLab, avec recherche (F1 quand une leçon n’a pas de texte).</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Clavier et souris</translation>
    </message>
    <message>
        <source>&amp;About ParticleLab</source>
        <translation>À &amp;propos de ParticleLab</translation>
    </message>
    <message>
        <source>Lesson &amp;text</source>
        <translation>Texte de la l&amp;eçon</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>About this lesson</source>
        <translation>À propos de cette leçon</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mesures</translation>
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
        <translation>Grandeur mesurée</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>%1
report.json key: %2</source>
        <translation>%1
clé dans report.json&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>pl::ParameterBox</name>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Reset (R)</source>
        <translation>Réinitialiser (R)</translation>
    </message>
    <message>
        <source>Start again with these parameters</source>
        <translation>Recommencer avec ces paramètres</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <source>Restore every parameter to its default and reset</source>
        <translation>Rétablir chaque paramètre à sa valeur par défaut et recommencer</translation>
    </message>
</context>
<context>
    <name>pl::ParameterPanel</name>
    <message>
        <source>%1, slider</source>
        <translation>%1, curseur</translation>
    </message>
    <message>
        <source>Locked by your teacher (student mode)</source>
        <translation>Verrouillé par votre professeur (mode élève)</translation>
    </message>
</context>
<context>
    <name>pl::PresentationMode</name>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>Unfold the lesson list, text, parameters and measurements</source>
        <translation>Déplier la liste des leçons, le texte, les paramètres et les mesures</translation>
    </message>
</context>
<context>
    <name>pl::RecordDialog</name>
    <message>
        <source>Record video</source>
        <translation>Enregistrer une vidéo</translation>
    </message>
    <message>
        <source>&lt;b&gt;ffmpeg is not installed&lt;/b&gt;, so MP4 and GIF cannot be written. Record a numbered PNG sequence into a folder instead, or install the &lt;i&gt;ffmpeg&lt;/i&gt; package.</source>
        <translation>&lt;b&gt;ffmpeg n’est pas installé&lt;/b&gt;&#xa0;: impossible d’écrire du MP4 ou du GIF. Enregistrez plutôt une séquence d’images PNG numérotées dans un dossier, ou installez le paquet &lt;i&gt;ffmpeg&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>File or folder to record to</source>
        <translation>Fichier ou dossier de destination</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Record to</source>
        <translation>Enregistrer dans</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>Vidéo MP4 (*.mp4);;GIF animé (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>Dossier pour les images PNG</translation>
    </message>
    <message>
        <source>File (.mp4, .gif) or folder</source>
        <translation>Fichier (.mp4, .gif) ou dossier</translation>
    </message>
    <message>
        <source> s simulated</source>
        <translation> s simulées</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Images par seconde</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>Largeur (px)</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>Hauteur (px)</translation>
    </message>
    <message>
        <source>Size (px)</source>
        <translation>Taille (px)</translation>
    </message>
    <message>
        <source>Charts beside the view</source>
        <translation>Graphiques à côté de la vue</translation>
    </message>
</context>
<context>
    <name>pl::SceneView</name>
    <message>
        <source>Simulation view</source>
        <translation>Vue de la simulation</translation>
    </message>
    <message>
        <source>Drag to pan (right button), wheel to zoom, double-click to fit.
Left-click and drag to interact where the lesson allows it.</source>
        <translation>Glisser avec le bouton droit pour déplacer, molette pour zoomer, double-clic pour ajuster.
Cliquer-glisser avec le bouton gauche pour interagir là où la leçon le permet.</translation>
    </message>
    <message>
        <source>ghost (faint): %1</source>
        <translation>fantôme (estompé)&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pl::SessionActions</name>
    <message>
        <source>&amp;Open session or scene…</source>
        <translation>&amp;Ouvrir une séance ou une scène…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>&amp;Enregistrer la séance</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Enregistrer la séance &amp;sous…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Open s&amp;cene…</source>
        <translation>Ouvrir une s&amp;cène…</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Ouvrir une scène</translation>
    </message>
    <message>
        <source>Scene files (*.json)</source>
        <translation>Fichiers de scène (*.json)</translation>
    </message>
    <message>
        <source>Save as &amp;scene…</source>
        <translation>Enregistrer comme scè&amp;ne…</translation>
    </message>
    <message>
        <source>Cannot save as scene</source>
        <translation>Impossible d’enregistrer comme scène</translation>
    </message>
    <message>
        <source>This lesson is not made of particles and links. Scenes can be saved from the springs, xpbd, soft-body and bouncing lessons and from scenes.</source>
        <translation>Cette leçon n’est pas constituée de particules et de liaisons. On peut enregistrer des scènes à partir des leçons springs, xpbd, soft-body et bouncing, ainsi qu’à partir de scènes.</translation>
    </message>
    <message>
        <source>Save as scene</source>
        <translation>Enregistrer comme scène</translation>
    </message>
    <message>
        <source>Saved the scene to %1</source>
        <translation>Scène enregistrée dans %1</translation>
    </message>
    <message>
        <source>&amp;Record video…</source>
        <translation>Enregistrer une vi&amp;déo…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Ouvrir une séance</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Impossible d’ouvrir la séance</translation>
    </message>
    <message>
        <source>%1 was not opened: the run on show is kept</source>
        <translation>%1 n’a pas été ouvert&#xa0;: la simulation affichée est conservée</translation>
    </message>
    <message>
        <source>Opened %1 (t = %2 s)</source>
        <translation>%1 ouvert (t = %2 s)</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Impossible d’enregistrer la séance</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Enregistrer la séance</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>Impossible d’ouvrir la scène</translation>
    </message>
    <message>
        <source>Unsaved runs</source>
        <translation>Simulations non enregistrées</translation>
    </message>
    <message>
        <source>These runs are not saved:

%1

Save them before closing?</source>
        <translation>Ces simulations ne sont pas enregistrées&#xa0;:

%1

Les enregistrer avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>The run of “%1” has changes that are not saved. Opening %2 replaces it.

Save the run first?</source>
        <translation>La simulation de «&#xa0;%1&#xa0;» contient des modifications non enregistrées. Ouvrir %2 la remplacera.

Enregistrer d’abord la simulation&#xa0;?</translation>
    </message>
    <message>
        <source>Unsaved run</source>
        <translation>Simulation non enregistrée</translation>
    </message>
    <message numerus="yes">
        <source>ParticleLab was not closed properly last time. It had saved %n run(s) automatically. Open them again?</source>
        <translation>
            <numerusform>ParticleLab n’a pas été fermé correctement la dernière fois. Il avait enregistré automatiquement %n simulation. La rouvrir&#xa0;?</numerusform>
            <numerusform>ParticleLab n’a pas été fermé correctement la dernière fois. Il avait enregistré automatiquement %n simulations. Les rouvrir&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore runs?</source>
        <translation>Restaurer les simulations&#xa0;?</translation>
    </message>
    <message>
        <source>Timeline memory budget</source>
        <translation>Budget mémoire de la ligne de temps</translation>
    </message>
    <message>
        <source>Memory for the keyframes of every lesson&apos;s run this sitting (MB), shared between the lessons opened: the lesson on show has at least half, each other keeps what it has up to an equal part of the rest. When a run&apos;s share is full, every other keyframe is dropped: going back then replays a little more.</source>
        <translation>Mémoire pour les images clés des simulations de toutes les leçons pendant cette séance (Mo), partagée entre les leçons ouvertes&#xa0;: la leçon affichée en a au moins la moitié, chacune des autres conserve ce qu’elle a, jusqu’à une part égale du reste. Quand la part d’une simulation est pleine, une image clé sur deux est supprimée&#xa0;: revenir en arrière recalcule alors un peu plus.</translation>
    </message>
    <message>
        <source>Cannot record</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <source>ffmpeg is not installed: give a folder to record a PNG sequence into.</source>
        <translation>ffmpeg n’est pas installé&#xa0;: indiquez un dossier où enregistrer une séquence d’images PNG.</translation>
    </message>
    <message>
        <source>Recording failed</source>
        <translation>Échec de l’enregistrement</translation>
    </message>
    <message>
        <source>Recording %1…</source>
        <translation>Enregistrement dans %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation>%1 images enregistrées dans %2</translation>
    </message>
</context>
<context>
    <name>pl::Sitting</name>
    <message>
        <source>Simulation error</source>
        <translation>Erreur de simulation</translation>
    </message>
    <message>
        <source>Something went wrong while %1: %2</source>
        <translation>Une erreur est survenue (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation>Réinitialisation impossible</translation>
    </message>
    <message>
        <source>Invalid parameter</source>
        <translation>Paramètre invalide</translation>
    </message>
    <message>
        <source>%1 is locked in student mode.</source>
        <translation>%1 est verrouillé en mode élève.</translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation>Aucune leçon n’est ouverte.</translation>
    </message>
    <message>
        <source>%1: cannot be saved (%2)</source>
        <translation>%1&#xa0;: impossible d’enregistrer (%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2)</source>
        <translation>%1&#xa0;: impossible d’ouvrir (%2)</translation>
    </message>
    <message>
        <source>Autosave failed: no folder for it in %1</source>
        <translation>Échec de l’enregistrement automatique&#xa0;: aucun dossier prévu dans %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pl::StatusLine</name>
    <message>
        <source>Simulated time</source>
        <translation>Temps simulé</translation>
    </message>
    <message>
        <source>  t = %1 s</source>
        <translation>  t = %1 s</translation>
    </message>
    <message>
        <source>Changed parameters apply on reset — press R</source>
        <translation>Les paramètres modifiés s’appliquent à la réinitialisation — appuyez sur R</translation>
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
        <translation>Questions</translation>
    </message>
    <message>
        <source> — student mode</source>
        <translation> — mode élève</translation>
    </message>
    <message>
        <source>Student mode: the controls your teacher left open are shown.</source>
        <translation>Mode élève&#xa0;: seules les commandes laissées accessibles par votre professeur sont affichées.</translation>
    </message>
    <message>
        <source>Question %1: %2</source>
        <translation>Question %1 : %2</translation>
    </message>
</context>
<context>
    <name>pl::StudentPanel</name>
    <message>
        <source>&lt;b&gt;Student mode&lt;/b&gt; — some controls are locked or hidden by your teacher.</source>
        <translation>&lt;b&gt;Mode élève&lt;/b&gt; — certaines commandes sont verrouillées ou masquées par votre professeur.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>votre réponse</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Enregistrer les réponses…</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>Enregistrer les réponses</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>Saisissez un nombre.</translation>
    </message>
    <message>
        <source>✓ within tolerance</source>
        <translation>✓ dans la tolérance</translation>
    </message>
    <message>
        <source>✗ not within tolerance — look again</source>
        <translation>✗ hors tolérance — regardez à nouveau</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>pl::StudyImageView</name>
    <message>
        <source>Study chart: %1</source>
        <translation>Graphique de l’étude&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pl::StudyProgress</name>
    <message>
        <source>Study progress</source>
        <translation>Progression de l’étude</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the background study</source>
        <translation>Annuler l’étude en arrière-plan</translation>
    </message>
</context>
<context>
    <name>pl::TextScale</name>
    <message>
        <source>Text si&amp;ze</source>
        <translation>Taille du te&amp;xte</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>Plus &amp;grand</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>Plus &amp;petit</translation>
    </message>
    <message>
        <source>&amp;Default size</source>
        <translation>Taille par &amp;défaut</translation>
    </message>
</context>
<context>
    <name>pl::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation>Ligne de temps</translation>
    </message>
    <message>
        <source>One step back (←): the exact state of the previous step</source>
        <translation>Un pas en arrière (←)&#xa0;: l’état exact du pas précédent</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Pas en arrière</translation>
    </message>
    <message>
        <source>Time in the run</source>
        <translation>Temps dans la simulation</translation>
    </message>
    <message>
        <source>Drag to go back to any moment of the run. Change a parameter there and play: the run branches, and the old future stays as a ghost.</source>
        <translation>Glissez pour revenir à n’importe quel instant de la simulation. Modifiez-y un paramètre et lancez la lecture&#xa0;: la simulation crée une branche, et l’ancien futur reste affiché en fantôme.</translation>
    </message>
    <message>
        <source>Time on show / end of the recorded run</source>
        <translation>Temps affiché / fin de la simulation enregistrée</translation>
    </message>
    <message>
        <source>Branches</source>
        <translation>Branches</translation>
    </message>
    <message>
        <source>Runs abandoned by changing something in the past: show one as a ghost, or drop it</source>
        <translation>Simulations abandonnées en modifiant quelque chose dans le passé&#xa0;: affichez-en une en fantôme, ou supprimez-la.</translation>
    </message>
    <message>
        <source>Timeline memory</source>
        <translation>Mémoire de la ligne de temps</translation>
    </message>
    <message>
        <source>Memory the run&apos;s keyframes use, and this run&apos;s budget (click to change). Older keyframes are thinned when the budget is reached.</source>
        <translation>Mémoire utilisée par les images clés de la simulation, et budget de cette simulation (cliquez pour le modifier). Les images clés les plus anciennes sont espacées quand le budget est atteint.</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>t = %1 s of %2 s (replay)</source>
        <translation>t = %1 s sur %2 s (relecture)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Branches (%1)</source>
        <translation>Branches (%1)</translation>
    </message>
    <message>
        <source>None yet: go back on the timeline, change a parameter, play</source>
        <translation>Aucune pour l’instant&#xa0;: revenez en arrière sur la ligne de temps, modifiez un paramètre, lancez la lecture</translation>
    </message>
    <message>
        <source>Show as ghost</source>
        <translation>Afficher en fantôme</translation>
    </message>
    <message>
        <source>Drop this branch</source>
        <translation>Supprimer cette branche</translation>
    </message>
</context>
<context>
    <name>pl::UserGuideWindow</name>
    <message>
        <source>ParticleLab — User guide</source>
        <translation>ParticleLab — Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Revenir à la page précédente</translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation>Rechercher dans le guide (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Rechercher dans le guide</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Résultat précédent</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Résultat précédent (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Résultat suivant</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Résultat suivant (Enter, F3)</translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation>Texte du guide de l’utilisateur</translation>
    </message>
    <message>
        <source>“%1” is not part of the guide in the program; it is in the docs folder of ParticleLab&apos;s source.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie du guide intégré au programme&#xa0;; il se trouve dans le dossier docs des sources de ParticleLab.</translation>
    </message>
    <message>
        <source>This page has no section “%1”.</source>
        <translation>Cette page n’a pas de section «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No match for “%1” on this page.</source>
        <translation>Aucun résultat pour «&#xa0;%1&#xa0;» sur cette page.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 résultat</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 résultats</translation>
    </message>
</context>
<context>
    <name>pl::Voice</name>
    <message>
        <source>No speech engine is installed, so ParticleLab stays silent. Installing qt6-speech-flite-plugin or speech-dispatcher gives it a voice; a screen reader reads the same notices.</source>
        <translation>Aucun moteur de synthèse vocale n’est installé : ParticleLab reste muet. Installer qt6-speech-flite-plugin ou speech-dispatcher lui donne une voix ; un lecteur d’écran lit les mêmes avis.</translation>
    </message>
    <message>
        <source>The speech engine failed, so ParticleLab stays silent.</source>
        <translation>Le moteur de synthèse vocale a échoué : ParticleLab reste muet.</translation>
    </message>
</context>
</TS>
