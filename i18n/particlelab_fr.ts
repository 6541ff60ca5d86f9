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
    <name>ChartDescription</name>
    <message numerus="yes">
        <source>%1: %n points, the last at x = %2: %3%4</source>
        <translation>
            <numerusform>%1 : %n points, le dernier en x = %2 : %3%4</numerusform>
            <numerusform>%1 : %n points, le dernier en x = %2 : %3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now at x = %2%3, y = %4%5</source>
        <translation>%1 maintenant en x = %2%3, y = %4%5</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1 : %2%3</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stable</translation>
    </message>
    <message>
        <source>rising</source>
        <translation>en hausse</translation>
    </message>
    <message>
        <source>falling</source>
        <translation>en baisse</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, as at the start</source>
        <translation>%1 %2, maintenant %3%4, comme au départ</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 above the start</source>
        <translation>%1 %2, maintenant %3%4, %5%4 au-dessus du départ</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 below the start</source>
        <translation>%1 %2, maintenant %3%4, %5%4 au-dessous du départ</translation>
    </message>
    <message>
        <source>%1: one point, at x = %2: %3%4</source>
        <translation>%1 : un point, à x = %2 : %3%4</translation>
    </message>
</context>
<context>
    <name>FileWriting</name>
    <message>
        <source>the data could not be written</source>
        <translation>les données n’ont pas pu être écrites</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier indiqué</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>impossible d’écrire %1 : c’est un dossier</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>impossible d’écrire %1 : le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is empty</source>
        <translation>l’image &apos;%1&apos; est vide</translation>
    </message>
    <message>
        <source>frame rate %1 is outside 1 to 240 frames/s</source>
        <translation>la cadence %1 n’est pas comprise entre 1 et 240 images/s</translation>
    </message>
    <message>
        <source>frame size %1×%2 is outside 16×16 to 7680×4320</source>
        <translation>la taille d’image %1×%2 n’est pas comprise entre 16×16 et 7680×4320</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>ffmpeg is not installed, so %1 cannot be written (install the ffmpeg package, or record a PNG sequence into a folder instead)</source>
        <translation>ffmpeg n’est pas installé, %1 ne peut donc pas être écrit (installez le paquet ffmpeg, ou enregistrez plutôt une suite d’images PNG dans un dossier)</translation>
    </message>
    <message>
        <source>cannot start %1</source>
        <translation>impossible de lancer %1</translation>
    </message>
    <message>
        <source>ffmpeg does not take more frames: %1</source>
        <translation>ffmpeg n’accepte plus d’images : %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped: %1</source>
        <translation>ffmpeg s’est arrêté : %1</translation>
    </message>
    <message>
        <source>ffmpeg could not write %1: %2</source>
        <translation>ffmpeg n’a pas pu écrire %1 : %2</translation>
    </message>
    <message>
        <source>the export directory is empty</source>
        <translation>le dossier d’export n’est pas indiqué</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is a file, not a directory</source>
        <translation>le dossier d’export &apos;%1&apos; est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>cannot create export directory &apos;%1&apos;: %2</source>
        <translation>impossible de créer le dossier d’export &apos;%1&apos; : %2</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is not writable: %2</source>
        <translation>le dossier d’export &apos;%1&apos; n’est pas accessible en écriture : %2</translation>
    </message>
    <message>
        <source>the lock file could not be created</source>
        <translation>le fichier de verrou n’a pas pu être créé</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is in use by another particlelab run (process %2); wait for it or choose another folder</source>
        <translation>le dossier d’export &apos;%1&apos; est utilisé par une autre exécution de ParticleLab (processus %2) ; attendez qu’elle se termine ou choisissez un autre dossier</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; cannot be locked for writing (%2)</source>
        <translation>le dossier d’export &apos;%1&apos; ne peut pas être verrouillé pour l’écriture (%2)</translation>
    </message>
    <message>
        <source>cannot write into export directory &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire dans le dossier d’export &apos;%1&apos; : %2</translation>
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
    <name>LocalNumbers</name>
    <message>
        <source>not a number</source>
        <translation>pas un nombre</translation>
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
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Réduire les &amp;animations</translation>
    </message>
    <message>
        <source>Stop decorative animation (sliding panels and menus, a blinking cursor); the simulation still plays</source>
        <translation>Arrêter les animations décoratives (panneaux et menus qui glissent, curseur clignotant) ; la simulation continue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number here: decimals are written with a point, as in %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre ici&#xa0;: les décimales s’écrivent avec un point, par exemple %2</translation>
    </message>
</context>
<context>
    <name>QtAdapters</name>
    <message>
        <source>to the power</source>
        <translation>à la puissance</translation>
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
    <name>bouncing</name>
    <message>
        <source>Restitutions: give at least one value between 0 and 1, e.g. 0.9,0.8,0.6.</source>
        <translation>Coefficients de restitution : donnez au moins une valeur entre 0 et 1, p. ex. 0.9,0.8,0.6.</translation>
    </message>
    <message>
        <source>Restitutions: at most 8 balls.</source>
        <translation>Coefficients de restitution : 8 balles au plus.</translation>
    </message>
    <message>
        <source>Restitutions r</source>
        <translation>Coefficients de restitution r</translation>
    </message>
    <message>
        <source>One ball per value (0 … 1), comma-separated, on the floor and on the tilted plane.</source>
        <translation>Une balle par valeur (0 … 1), séparées par des virgules, sur le sol et sur le plan incliné.</translation>
    </message>
    <message>
        <source>Drop height h</source>
        <translation>Hauteur de chute h</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of each floor ball at t = 0.</source>
        <translation>Écart entre le sol et le bas de chaque balle du sol à t = 0.</translation>
    </message>
    <message>
        <source>Plane tilt θ</source>
        <translation>Inclinaison du plan θ</translation>
    </message>
    <message>
        <source>Angle of the tilted plane to the floor.</source>
        <translation>Angle du plan incliné par rapport au sol.</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>Frottement μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of floor and plane.</source>
        <translation>Coefficient de frottement de Coulomb du sol et du plan.</translation>
    </message>
    <message>
        <source>Ball radius</source>
        <translation>Rayon de la balle</translation>
    </message>
    <message>
        <source>Radius of every ball.</source>
        <translation>Rayon de chaque balle.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Frame step of symplectic Euler; split into the substeps.</source>
        <translation>Pas d’image d’Euler symplectique ; divisé en sous-pas.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Sous-pas</translation>
    </message>
    <message>
        <source>Substeps per frame: contacts are resolved in each.</source>
        <translation>Sous-pas par image : les contacts sont résolus dans chacun.</translation>
    </message>
    <message>
        <source>Height of successive bounces (floor balls)</source>
        <translation>Hauteur des rebonds successifs (balles du sol)</translation>
    </message>
    <message>
        <source>bounce n</source>
        <translation>rebond n</translation>
    </message>
    <message>
        <source>bounce height h_n</source>
        <translation>hauteur de rebond h_n</translation>
    </message>
    <message>
        <source>Energy of all balls</source>
        <translation>Énergie de toutes les balles</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Cinétique</translation>
    </message>
    <message>
        <source>Gravitational</source>
        <translation>Pesanteur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Mean ratio of successive bounce heights h_{n+1}/h_n</source>
        <translation>Rapport moyen des hauteurs de rebonds successifs h_{n+1}/h_n</translation>
    </message>
    <message>
        <source>Expected ratio r²</source>
        <translation>Rapport attendu r²</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Énergie potentielle de pesanteur (0 en y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Énergie totale</translation>
    </message>
    <message>
        <source>Expected first bounce h r² (dashed)</source>
        <translation>Premier rebond attendu h r² (tirets)</translation>
    </message>
    <message>
        <source>Bouncing balls</source>
        <translation>Balles rebondissantes</translation>
    </message>
    <message>
        <source>Saved from the bouncing lesson: the balls above the floor. A scene&apos;s wall has one restitution for every ball.</source>
        <translation>Enregistré depuis la leçon des balles rebondissantes : les balles au-dessus du sol. Une paroi de scène a un seul coefficient de restitution pour toutes les balles.</translation>
    </message>
    <message>
        <source>Bouncing balls: restitution and friction</source>
        <translation>Balles rebondissantes : restitution et frottement</translation>
    </message>
    <message>
        <source>Balls of different restitution bounce to heights h·r²ⁿ on a floor and a tilted plane.</source>
        <translation>Des balles de coefficients de restitution différents rebondissent jusqu’aux hauteurs h·r²ⁿ sur un sol et un plan incliné.</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s   plane tilt %3°</source>
        <translation>t = %1   Δt = %2 s   inclinaison du plan %3°</translation>
    </message>
    <message>
        <source>Measured, %1</source>
        <translation>Mesuré, %1</translation>
    </message>
    <message>
        <source>h r²ⁿ, %1</source>
        <translation>h r²ⁿ, %1</translation>
    </message>
    <message>
        <source>Bouncing balls: the run diverged at t = %1 s.</source>
        <translation>Balles rebondissantes : la simulation a divergé à t = %1 s.</translation>
    </message>
    <message>
        <source>No balls on the floor.</source>
        <translation>Aucune balle sur le sol.</translation>
    </message>
    <message>
        <source>Ball of restitution %1: %2 m above the floor, bounces so far %3; total energy %4 J.</source>
        <translation>Balle de restitution %1 : à %2 m au-dessus du sol, rebonds jusqu’ici %3 ; énergie totale %4 J.</translation>
    </message>
    <message numerus="yes">
        <source>%n balls. Restitution %1: %2 m above the floor, bounces so far %3; restitution %4: %5 m above the floor, bounces so far %6. Total energy %7 J.</source>
        <translation>
            <numerusform>%n balles. Restitution %1 : à %2 m au-dessus du sol, rebonds jusqu’ici %3 ; restitution %4 : à %5 m au-dessus du sol, rebonds jusqu’ici %6. Énergie totale %7 J.</numerusform>
            <numerusform>%n balles. Restitution %1 : à %2 m au-dessus du sol, rebonds jusqu’ici %3 ; restitution %4 : à %5 m au-dessus du sol, rebonds jusqu’ici %6. Énergie totale %7 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>no bounce yet for %1</source>
        <translation>pas encore de rebond pour %1</translation>
    </message>
    <message>
        <source>the run diverged at t = %1 s</source>
        <translation>la simulation a divergé à t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower Δt.</source>
        <translation>La simulation a divergé à t = %1 s : réduisez Δt.</translation>
    </message>
    <message>
        <source>Restitutions: &quot;%1&quot; is not a number between 0 and 1.</source>
        <translation>Coefficients de restitution&#xa0;: «&#xa0;%1&#xa0;» n’est pas un nombre entre 0 et 1.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>le temps doit être un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the state must have the bounces of %1 balls</source>
        <translation>l’état doit contenir les rebonds de %1 balles</translation>
    </message>
    <message>
        <source>a ball&apos;s bounce heights must be finite numbers, starting with its drop height</source>
        <translation>les hauteurs de rebond d’une balle doivent être des nombres finis, en commençant par sa hauteur de chute</translation>
    </message>
    <message>
        <source>a ball&apos;s mass is not the mass every ball has</source>
        <translation>la masse d’une balle n’est pas celle qu’ont toutes les balles</translation>
    </message>
</context>
<context>
    <name>brownian</name>
    <message>
        <source>Small disks</source>
        <translation>Petits disques</translation>
    </message>
    <message>
        <source>Number of small disks (radius 0.5 m, mass 1 kg).</source>
        <translation>Nombre de petits disques (rayon 0,5 m, masse 1 kg).</translation>
    </message>
    <message>
        <source>Big disk radius R</source>
        <translation>Rayon du gros disque R</translation>
    </message>
    <message>
        <source>Radius of the Brownian disk.</source>
        <translation>Rayon du disque brownien.</translation>
    </message>
    <message>
        <source>Big disk mass M</source>
        <translation>Masse du gros disque M</translation>
    </message>
    <message>
        <source>Mass of the Brownian disk.</source>
        <translation>Masse du disque brownien.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Température kT</translation>
    </message>
    <message>
        <source>kT of the small disks.</source>
        <translation>kT des petits disques.</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Côté de la boîte</translation>
    </message>
    <message>
        <source>Side of the square box.</source>
        <translation>Côté de la boîte carrée.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Gas of small disks</source>
        <translation>Gaz de petits disques</translation>
    </message>
    <message>
        <source>Langevin equation (big disk alone)</source>
        <translation>Équation de Langevin (gros disque seul)</translation>
    </message>
    <message>
        <source>Simulate every small disk, or only their average effect.</source>
        <translation>Simuler chaque petit disque, ou seulement leur effet moyen.</translation>
    </message>
    <message>
        <source>Mean squared displacement of the big disk</source>
        <translation>Déplacement quadratique moyen du gros disque</translation>
    </message>
    <message>
        <source>lag time t</source>
        <translation>temps de décalage t</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Fit, long times</source>
        <translation>Ajustement, temps longs</translation>
    </message>
    <message>
        <source>Langevin</source>
        <translation>Langevin</translation>
    </message>
    <message>
        <source>Big disk position</source>
        <translation>Position du gros disque</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>Diffusion coefficient D (fit of MSD = 4Dt)</source>
        <translation>Coefficient de diffusion D (ajustement de MSD = 4Dt)</translation>
    </message>
    <message>
        <source>R² of the MSD fit</source>
        <translation>R² de l’ajustement du MSD</translation>
    </message>
    <message>
        <source>Kinetic theory D = kT/γ</source>
        <translation>Théorie cinétique D = kT/γ</translation>
    </message>
    <message>
        <source>Friction γ = n R √(8π m kT)</source>
        <translation>Frottement γ = n R √(8π m kT)</translation>
    </message>
    <message>
        <source>Momentum relaxation time M/γ</source>
        <translation>Temps de relaxation de la quantité de mouvement M/γ</translation>
    </message>
    <message>
        <source>Brownian disk</source>
        <translation>Disque brownien</translation>
    </message>
    <message>
        <source>Langevin mode: gas replaced by −γv + noise</source>
        <translation>Mode Langevin : gaz remplacé par −γv + bruit</translation>
    </message>
    <message>
        <source>Brownian motion: a heavy disk in a gas</source>
        <translation>Mouvement brownien : un disque lourd dans un gaz</translation>
    </message>
    <message>
        <source>A big disk kicked by many small ones wanders; its mean squared displacement grows linearly in time, MSD = 4Dt.</source>
        <translation>Un gros disque heurté par de nombreux petits erre ; son déplacement quadratique moyen croît linéairement avec le temps, MSD = 4Dt.</translation>
    </message>
    <message>
        <source>MSD</source>
        <translation>MSD</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s</source>
        <translation>t = %1 s   théorie cinétique D = kT/γ = %2 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box</source>
        <translation>t = %1 s   théorie cinétique D = kT/γ = %2 m²/s   vue : %3 m de la boîte de %4 m</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   fitted D = %5 m²/s</source>
        <translation>t = %1 s   théorie cinétique D = kT/γ = %2 m²/s   D ajusté = %5 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box   fitted D = %5 m²/s</source>
        <translation>t = %1 s   théorie cinétique D = kT/γ = %2 m²/s   vue : %3 m de la boîte de %4 m   D ajusté = %5 m²/s</translation>
    </message>
    <message>
        <source>Brownian disk: the run diverged at t = %1 s.</source>
        <translation>Disque brownien : la simulation a divergé à t = %1 s.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started; kinetic theory gives D = %2 m²/s. No mean squared displacement yet.</source>
        <translation>Le grand disque est à %1 m de son point de départ ; la théorie cinétique donne D = %2 m²/s. Pas encore de déplacement quadratique moyen.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started. Mean squared displacement %2 m² at a lag of %3 s, against 4Dt = %4 m² with kinetic theory&apos;s D = %5 m²/s.</source>
        <translation>Le grand disque est à %1 m de son point de départ. Déplacement quadratique moyen %2 m² à un décalage de %3 s, contre 4Dt = %4 m² avec le D de la théorie cinétique = %5 m²/s.</translation>
    </message>
    <message>
        <source>parameters &apos;big_radius&apos; and &apos;box_size&apos;: the big disk (diameter %1 m) must be smaller than half the box side (%2 m).</source>
        <translation>paramètres &apos;big_radius&apos; et &apos;box_size&apos; : le grand disque (diamètre %1 m) doit être plus petit que la moitié du côté de la boîte (%2 m).</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;box_size&apos;: the small disks do not fit: %1 disks of diameter 1 m in a %2 m box. Use fewer disks or a larger box.</source>
        <translation>paramètres &apos;count&apos; et &apos;box_size&apos; : les petits disques ne tiennent pas : %1 disques de 1 m de diamètre dans une boîte de %2 m. Prenez moins de disques ou une boîte plus grande.</translation>
    </message>
    <message>
        <source>fit over lag times %1 … %2 s, R² = %3</source>
        <translation>ajustement sur les décalages %1 … %2 s, R² = %3</translation>
    </message>
    <message>
        <source>the run is still too short: the fit starts at lag %1 s and needs a run four times as long as its lags</source>
        <translation>la simulation est encore trop courte : l’ajustement commence au décalage %1 s et demande une simulation quatre fois plus longue que ses décalages</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a position or velocity is no longer finite. Reset.</source>
        <translation>La simulation a divergé à t = %1 s&#xa0;: une position ou une vitesse n’est plus finie. Réinitialisez.</translation>
    </message>
    <message>
        <source>the state has %1 disks where the parameters place %2</source>
        <translation>l’état a %1 disques là où les paramètres en placent %2</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>le temps et le nombre de pas doivent être des nombres finis ≥ 0</translation>
    </message>
    <message>
        <source>the sampling of the mean squared displacement is damaged</source>
        <translation>l’échantillonnage du déplacement quadratique moyen est endommagé</translation>
    </message>
    <message>
        <source>the big disk&apos;s position, velocity or path is not finite</source>
        <translation>la position, la vitesse ou la trajectoire du gros disque n’est pas finie</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the next sample is not due within one sampling interval</source>
        <translation>le prochain échantillon n’est pas dû dans un intervalle d’échantillonnage</translation>
    </message>
    <message>
        <source>the sums of the mean squared displacement are not finite numbers ≥ 0</source>
        <translation>les sommes du déplacement quadratique moyen ne sont pas des nombres finis ≥ 0</translation>
    </message>
    <message>
        <source>a lag time or mean squared displacement is not a finite number ≥ 0</source>
        <translation>un temps de décalage ou un déplacement quadratique moyen n’est pas un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the fit of the mean squared displacement is not a finite line</source>
        <translation>l’ajustement du déplacement quadratique moyen n’est pas une droite finie</translation>
    </message>
</context>
<context>
    <name>double-pendulum</name>
    <message>
        <source>Implicit midpoint on (θ, p) (symplectic)</source>
        <translation>Point milieu implicite sur (θ, p) (symplectique)</translation>
    </message>
    <message>
        <source>Mass m₁</source>
        <translation>Masse m₁</translation>
    </message>
    <message>
        <source>Mass of the upper bob.</source>
        <translation>Masse de la masse supérieure.</translation>
    </message>
    <message>
        <source>Mass m₂</source>
        <translation>Masse m₂</translation>
    </message>
    <message>
        <source>Mass of the lower bob.</source>
        <translation>Masse de la masse inférieure.</translation>
    </message>
    <message>
        <source>Length L₁</source>
        <translation>Longueur L₁</translation>
    </message>
    <message>
        <source>Rod from the pivot to the upper bob.</source>
        <translation>Tige du pivot à la masse supérieure.</translation>
    </message>
    <message>
        <source>Length L₂</source>
        <translation>Longueur L₂</translation>
    </message>
    <message>
        <source>Rod from the upper to the lower bob.</source>
        <translation>Tige de la masse supérieure à la masse inférieure.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Pesanteur g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Accélération de la pesanteur.</translation>
    </message>
    <message>
        <source>Initial angle θ₁</source>
        <translation>Angle initial θ₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angle from the downward vertical (drag the upper bob).</source>
        <translation>Angle de la tige supérieure par rapport à la verticale descendante (faites glisser la masse supérieure).</translation>
    </message>
    <message>
        <source>Initial angle θ₂</source>
        <translation>Angle initial θ₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angle from the downward vertical (drag the lower bob).</source>
        <translation>Angle de la tige inférieure par rapport à la verticale descendante (faites glisser la masse inférieure).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₁</source>
        <translation>Vitesse angulaire initiale ω₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angular velocity at t = 0.</source>
        <translation>Vitesse angulaire de la tige supérieure à t = 0.</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₂</source>
        <translation>Vitesse angulaire initiale ω₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angular velocity at t = 0.</source>
        <translation>Vitesse angulaire de la tige inférieure à t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Intégrateur</translation>
    </message>
    <message>
        <source>Time integrator of every copy.</source>
        <translation>Intégrateur en temps de chaque copie.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Pas de l’intégrateur. S’applique pendant la simulation.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Pendulums started with θ₁ differing by δ from one to the next.</source>
        <translation>Pendules lancés avec un θ₁ différant de δ de l’un au suivant.</translation>
    </message>
    <message>
        <source>Offset δ</source>
        <translation>Décalage δ</translation>
    </message>
    <message>
        <source>Difference in the starting θ₁ between neighbouring copies.</source>
        <translation>Écart du θ₁ de départ entre copies voisines.</translation>
    </message>
    <message>
        <source>Flip map grid</source>
        <translation>Grille de la carte des basculements</translation>
    </message>
    <message>
        <source>Cells per side of the flip map (200 → 200 × 200 starts).</source>
        <translation>Cellules par côté de la carte des basculements (200 → 200 × 200 départs).</translation>
    </message>
    <message>
        <source>Flip map time limit</source>
        <translation>Durée limite de la carte des basculements</translation>
    </message>
    <message>
        <source>Simulated time per start of the flip map; later flips are not seen.</source>
        <translation>Temps simulé par départ de la carte des basculements ; les basculements plus tardifs ne sont pas vus.</translation>
    </message>
    <message>
        <source>Flip map time step</source>
        <translation>Pas de temps de la carte des basculements</translation>
    </message>
    <message>
        <source>RK4 step of the flip map.</source>
        <translation>Pas RK4 de la carte des basculements.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>énergie E</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Cinétique</translation>
    </message>
    <message>
        <source>Potential</source>
        <translation>Potentielle</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Separation of the first two copies</source>
        <translation>Séparation des deux premières copies</translation>
    </message>
    <message>
        <source>separation d</source>
        <translation>séparation d</translation>
    </message>
    <message>
        <source>rad, rad/s</source>
        <translation>rad, rad/s</translation>
    </message>
    <message>
        <source>Separation d</source>
        <translation>Séparation d</translation>
    </message>
    <message>
        <source>Fit d₀e^{λt}</source>
        <translation>Ajustement d₀e^{λt}</translation>
    </message>
    <message>
        <source>θ₁–θ₂ (first copy)</source>
        <translation>θ₁–θ₂ (première copie)</translation>
    </message>
    <message>
        <source>angle θ₁ (wrapped)</source>
        <translation>angle θ₁ (ramené à ±180°)</translation>
    </message>
    <message>
        <source>angle θ₂ (wrapped)</source>
        <translation>angle θ₂ (ramené à ±180°)</translation>
    </message>
    <message>
        <source>Trajectory</source>
        <translation>Trajectoire</translation>
    </message>
    <message>
        <source>θ₂–ω₂ (first copy)</source>
        <translation>θ₂–ω₂ (première copie)</translation>
    </message>
    <message>
        <source>angular velocity ω₂</source>
        <translation>vitesse angulaire ω₂</translation>
    </message>
    <message>
        <source>State [θ₁, θ₂, ω₁, ω₂] of the first copy</source>
        <translation>État [θ₁, θ₂, ω₁, ω₂] de la première copie</translation>
    </message>
    <message>
        <source>the last finite state before the run diverged</source>
        <translation>le dernier état fini avant que la simulation ne diverge</translation>
    </message>
    <message>
        <source>Energy E (first copy)</source>
        <translation>Énergie E (première copie)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Dérive relative de l’énergie (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>le pendule part au repos en bas (E₀ = 0)</translation>
    </message>
    <message>
        <source>Largest Lyapunov exponent estimate λ</source>
        <translation>Estimation du plus grand exposant de Lyapunov λ</translation>
    </message>
    <message>
        <source>needs at least two copies</source>
        <translation>demande au moins deux copies</translation>
    </message>
    <message>
        <source>needs ten separation samples (0.1 s of running)</source>
        <translation>demande dix échantillons de séparation (0,1 s de simulation)</translation>
    </message>
    <message>
        <source>First copy</source>
        <translation>Première copie</translation>
    </message>
    <message>
        <source>Copies with θ₁ + kδ</source>
        <translation>Copies avec θ₁ + kδ</translation>
    </message>
    <message>
        <source>Compute flip map</source>
        <translation>Calculer la carte des basculements</translation>
    </message>
    <message>
        <source>Time until a rod first flips, over a grid of starting angles (θ₁, θ₂) from rest: RK4 on both cores. Grid, time limit and step are the `flip_*` parameters.</source>
        <translation>Temps jusqu’au premier basculement d’une tige, sur une grille d’angles de départ (θ₁, θ₂) depuis le repos : RK4 sur les deux cœurs. Grille, durée limite et pas sont les paramètres `flip_*`.</translation>
    </message>
    <message>
        <source>Flip map: time until a rod first flips</source>
        <translation>Carte des basculements : temps jusqu’au premier basculement d’une tige</translation>
    </message>
    <message>
        <source>start angle θ₁</source>
        <translation>angle de départ θ₁</translation>
    </message>
    <message>
        <source>start angle θ₂</source>
        <translation>angle de départ θ₂</translation>
    </message>
    <message>
        <source>first flip</source>
        <translation>premier basculement</translation>
    </message>
    <message>
        <source>cannot flip (energy)</source>
        <translation>ne peut pas basculer (énergie)</translation>
    </message>
    <message>
        <source>pendulum steps</source>
        <translation>pas du pendule</translation>
    </message>
    <message>
        <source>Double pendulum: chaos, energy and the flip map</source>
        <translation>Pendule double : chaos, énergie et carte des basculements</translation>
    </message>
    <message>
        <source>Two bobs on two rods: sensitive dependence on initial conditions, Lyapunov growth and how integrators treat the energy.</source>
        <translation>Deux masses sur deux tiges : sensibilité aux conditions initiales, croissance de Lyapunov et traitement de l’énergie par les intégrateurs.</translation>
    </message>
    <message>
        <source>%1 on θ&apos; (not symplectic here)</source>
        <translation>%1 sur θ&apos; (pas symplectique ici)</translation>
    </message>
    <message>
        <source>Energy (first copy, %1)</source>
        <translation>Énergie (première copie, %1)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>Double pendulum: the run diverged at t = %1 s.</source>
        <translation>Double pendule : la simulation a divergé à t = %1 s.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4.</source>
        <translation>Double pendule : tige du haut à %1° %2 de la verticale, tige du bas à %3° %4.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4; energy drift %5 %.</source>
        <translation>Double pendule : tige du haut à %1° %2 de la verticale, tige du bas à %3° %4 ; dérive d’énergie %5 %.</translation>
    </message>
    <message>
        <source>implicit midpoint</source>
        <translation>point milieu implicite</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than 1/20 of the shortest small-swing period 2π√(L/g) = %2 s. Use Δt ≤ %3 s.</source>
        <translation>paramètre &apos;dt&apos; : le pas de temps Δt = %1 s dépasse 1/20 de la plus courte période des petites oscillations 2π√(L/g) = %2 s. Prenez Δt ≤ %3 s.</translation>
    </message>
    <message>
        <source>parameter &apos;flip_dt&apos;: flip map time step %1 s is more than 1/20 of the shortest small-swing period %2 s.</source>
        <translation>paramètre &apos;flip_dt&apos; : le pas de temps de la carte des retournements %1 s dépasse 1/20 de la plus courte période des petites oscillations %2 s.</translation>
    </message>
    <message>
        <source>(release to start)</source>
        <translation>(relâchez pour démarrer)</translation>
    </message>
    <message>
        <source>Flip map (cancelled): %1% of starts flip within %2 s, %3% never can</source>
        <translation>Carte des retournements (annulée) : %1% des départs se retournent en moins de %2 s, %3% ne le peuvent jamais</translation>
    </message>
    <message>
        <source>Flip map: %1% of starts flip within %2 s, %3% never can</source>
        <translation>Carte des retournements : %1% des départs se retournent en moins de %2 s, %3% ne le peuvent jamais</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), until d reached 0.05</source>
        <translation>pente de ln d sur t = %1 … %2 s (%3 échantillons, R² = %4), jusqu’à ce que d atteigne 0.05</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), d still below 0.05</source>
        <translation>pente de ln d sur t = %1 … %2 s (%3 échantillons, R² = %4), d encore sous 0.05</translation>
    </message>
    <message>
        <source>Implicit midpoint stopped at t = %1 s: its fixed-point iteration did not converge (it needs ½Δt·|f&apos;| &lt; 1; the rods turn too fast for this Δt). Lower Δt.</source>
        <translation>Le point milieu implicite s’est arrêté à t = %1 s&#xa0;: son itération de point fixe n’a pas convergé (elle demande ½Δt·|f&apos;| &lt; 1&#xa0;; les tiges tournent trop vite pour ce Δt). Réduisez Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows (forward Euler adds energy every step). Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 a divergé à t = %2 s&#xa0;: l’énergie d’une copie a dépassé %3 J (dix fois celle du départ plus les deux tiges à la verticale vers le haut) ou une vitesse angulaire a dépassé %4 rad/s, bien au-delà de ce que la physique permet (Euler explicite ajoute de l’énergie à chaque pas). Réduisez Δt ou choisissez RK4 ou la règle du point milieu implicite.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows. Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 a divergé à t = %2 s&#xa0;: l’énergie d’une copie a dépassé %3 J (dix fois celle du départ plus les deux tiges à la verticale vers le haut) ou une vitesse angulaire a dépassé %4 rad/s, bien au-delà de ce que la physique permet. Réduisez Δt ou choisissez RK4 ou la règle du point milieu implicite.</translation>
    </message>
    <message>
        <source>the state holds %1 pendulums, not the %2 copies chosen</source>
        <translation>l’état contient %1 pendules, et non les %2 copies choisies</translation>
    </message>
    <message>
        <source>an angle, angular velocity or the time is not finite</source>
        <translation>un angle, une vitesse angulaire ou le temps n’est pas fini</translation>
    </message>
    <message>
        <source>the stored angular accelerations are not finite</source>
        <translation>les accélérations angulaires enregistrées ne sont pas finies</translation>
    </message>
    <message>
        <source>the state has %1 trails for %2 copies</source>
        <translation>l’état a %1 traces pour %2 copies</translation>
    </message>
    <message>
        <source>a trail is too long or not finite</source>
        <translation>une trace est trop longue ou n’est pas finie</translation>
    </message>
    <message>
        <source>the separation samples have times and values of different counts</source>
        <translation>les échantillons d’écart n’ont pas autant de temps que de valeurs</translation>
    </message>
    <message>
        <source>a separation sample&apos;s time is not a time of the run</source>
        <translation>l’instant d’un échantillon d’écart n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>a separation sample is not finite</source>
        <translation>un échantillon d’écart n’est pas fini</translation>
    </message>
    <message>
        <source>the Lyapunov fit is not a finite line</source>
        <translation>l’ajustement de Lyapunov n’est pas une droite finie</translation>
    </message>
    <message>
        <source>the time the separation saturated is not a time of the run</source>
        <translation>l’instant où l’écart a saturé n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the start is not finite</source>
        <translation>le départ n’est pas fini</translation>
    </message>
    <message>
        <source>the start&apos;s energy or the blow-up bounds do not match the start</source>
        <translation>l’énergie du départ ou les bornes de divergence ne correspondent pas au départ</translation>
    </message>
    <message>
        <source>a sampling time is not a time of the run</source>
        <translation>un instant d’échantillonnage n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the pendulums are beyond the bounds where a run counts as diverged</source>
        <translation>les pendules sont au-delà des bornes où une simulation est considérée comme divergente</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the state holds a drag of no bob</source>
        <translation>l’état contient un glissement qui ne tient aucune masse</translation>
    </message>
    <message>
        <source>the step count is negative</source>
        <translation>le nombre de pas est négatif</translation>
    </message>
</context>
<context>
    <name>harmonic-oscillator</name>
    <message>
        <source>Spring constant k</source>
        <translation>Raideur du ressort k</translation>
    </message>
    <message>
        <source>Stiffness of the spring: force per metre of stretch.</source>
        <translation>Raideur du ressort : force par mètre d’allongement.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masse m</translation>
    </message>
    <message>
        <source>Mass of the body.</source>
        <translation>Masse du corps.</translation>
    </message>
    <message>
        <source>Initial position x₀</source>
        <translation>Position initiale x₀</translation>
    </message>
    <message>
        <source>Displacement from the rest position at t = 0.</source>
        <translation>Écart à la position de repos à t = 0.</translation>
    </message>
    <message>
        <source>Initial velocity v₀</source>
        <translation>Vitesse initiale v₀</translation>
    </message>
    <message>
        <source>Velocity at t = 0.</source>
        <translation>Vitesse à t = 0.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Pas de chaque intégrateur. S’applique pendant la simulation.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Méthodes</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Intégrateurs exécutés côte à côte (identifiants séparés par des virgules).</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Espace des phases</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>position x</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>vitesse réduite v/ω</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Énergie totale</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>énergie E</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exacte</translation>
    </message>
    <message>
        <source>H̃ of %1</source>
        <translation>H̃ de %1</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Dérive relative de l’énergie (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>Position error |x − x_exact|</source>
        <translation>Erreur de position |x − x_exact|</translation>
    </message>
    <message>
        <source>Exact energy E₀</source>
        <translation>Énergie exacte E₀</translation>
    </message>
    <message>
        <source>the spring (λ = ±iω)</source>
        <translation>le ressort (λ = ±iω)</translation>
    </message>
    <message>
        <source>x = 0</source>
        <translation>x = 0</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exacte (fantôme)</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω·Δt = %3</source>
        <translation>t = %1 s   Δt = %2 s   ω·Δt = %3</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies its energy by 1 + (ωΔt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 a divergé à t = %2 s : chaque pas multiplie son énergie par 1 + (ωΔt)² = %3. Réduisez Δt ou utilisez Euler symplectique.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 &gt; 2, beyond its stability limit. Lower Δt.</source>
        <translation>%1 a divergé à t = %2 s : ω·Δt = %3 &gt; 2, au-delà de sa limite de stabilité. Réduisez Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 is beyond its stability limit. Lower Δt.</source>
        <translation>%1 a divergé à t = %2 s : ω·Δt = %3 dépasse sa limite de stabilité. Réduisez Δt.</translation>
    </message>
    <message>
        <source>Harmonic oscillator: Euler vs symplectic Euler</source>
        <translation>Oscillateur harmonique : Euler contre Euler symplectique</translation>
    </message>
    <message>
        <source>A mass on a spring: why forward Euler gains energy and symplectic Euler does not.</source>
        <translation>Une masse sur un ressort : pourquoi Euler explicite gagne de l’énergie et Euler symplectique non.</translation>
    </message>
    <message>
        <source>A mass at rest on a spring.</source>
        <translation>Une masse au repos sur un ressort.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2 diverged at t = %3 s; %4 keeps its energy within %5 % of the start.</source>
        <translation>Masse sur un ressort, l’exacte à x = %1 m. %2 a divergé à t = %3 s ; %4 garde son énergie à %5 % près de celle du départ.</translation>
    </message>
    <message>
        <source>Mass on a spring: %1 has it at x = %2 m moving at %3 m/s, the exact one at %4 m; energy drift %5 %.</source>
        <translation>Masse sur un ressort : %1 la place à x = %2 m à %3 m/s, l’exacte à %4 m ; dérive d’énergie %5 %.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2: mass at %3 m, energy drift %4 %; %5: mass at %6 m, energy drift %7 %.</source>
        <translation>Masse sur un ressort, l’exacte à x = %1 m. %2 : masse à %3 m, dérive d’énergie %4 % ; %5 : masse à %6 m, dérive d’énergie %7 %.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 a divergé à t = %2 s</translation>
    </message>
    <message>
        <source>%1 — diverged at t = %2 s</source>
        <translation>%1 — a divergé à t = %2 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>le temps doit être un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the state must hold one run per chosen method</source>
        <translation>l’état doit contenir une simulation par méthode choisie</translation>
    </message>
    <message>
        <source>a run&apos;s method is not the method chosen for it</source>
        <translation>la méthode d’une simulation n’est pas celle choisie pour elle</translation>
    </message>
    <message>
        <source>a run must have one position and one velocity</source>
        <translation>une simulation doit avoir une position et une vitesse</translation>
    </message>
    <message>
        <source>a run&apos;s time is not a time of the run</source>
        <translation>le temps d’une simulation n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>l’instant de divergence d’une simulation n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity that is not finite or beyond its blow-up bound</source>
        <translation>une simulation qui n’a pas divergé a une position ou une vitesse non finie ou au-delà de sa borne de divergence</translation>
    </message>
    <message>
        <source>a run&apos;s stored acceleration is not one finite number</source>
        <translation>l’accélération enregistrée d’une simulation n’est pas un seul nombre fini</translation>
    </message>
</context>
<context>
    <name>ideal-gas</name>
    <message>
        <source>The gas diverged at t = %1 s.</source>
        <translation>Le gaz a divergé à t = %1 s.</translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J; the ideal gas law gives a pressure of %2 N/m, none measured yet.</source>
        <translation>
            <numerusform>%n disques à la température kT = %1 J ; la loi des gaz parfaits donne une pression de %2 N/m, aucune mesurée encore.</numerusform>
            <numerusform>%n disques à la température kT = %1 J ; la loi des gaz parfaits donne une pression de %2 N/m, aucune mesurée encore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J: pressure measured on the walls %2 N/m, against %3 N/m from the ideal gas law and %4 N/m for hard disks.</source>
        <translation>
            <numerusform>%n disques à la température kT = %1 J : pression mesurée sur les parois %2 N/m, contre %3 N/m par la loi des gaz parfaits et %4 N/m pour des disques durs.</numerusform>
            <numerusform>%n disques à la température kT = %1 J : pression mesurée sur les parois %2 N/m, contre %3 N/m par la loi des gaz parfaits et %4 N/m pour des disques durs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brute force</source>
        <translation>Force brute</translation>
    </message>
    <message>
        <source>Sweep and prune</source>
        <translation>Balayage et élagage</translation>
    </message>
    <message>
        <source>Uniform grid</source>
        <translation>Grille uniforme</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Number of disks N</source>
        <translation>Nombre de disques N</translation>
    </message>
    <message>
        <source>Disks of the first species.</source>
        <translation>Disques de la première espèce.</translation>
    </message>
    <message>
        <source>Radius r</source>
        <translation>Rayon r</translation>
    </message>
    <message>
        <source>Radius of the first species&apos; disks.</source>
        <translation>Rayon des disques de la première espèce.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masse m</translation>
    </message>
    <message>
        <source>Mass of one disk of the first species.</source>
        <translation>Masse d’un disque de la première espèce.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Température kT</translation>
    </message>
    <message>
        <source>Initial kT: each disk starts with kinetic energy kT on average.</source>
        <translation>kT initial : chaque disque part en moyenne avec l’énergie cinétique kT.</translation>
    </message>
    <message>
        <source>Box width</source>
        <translation>Largeur de la boîte</translation>
    </message>
    <message>
        <source>Width of the box (the piston&apos;s outermost position).</source>
        <translation>Largeur de la boîte (position la plus extérieure du piston).</translation>
    </message>
    <message>
        <source>Box height</source>
        <translation>Hauteur de la boîte</translation>
    </message>
    <message>
        <source>Height of the box.</source>
        <translation>Hauteur de la boîte.</translation>
    </message>
    <message>
        <source>Broadphase</source>
        <translation>Phase large</translation>
    </message>
    <message>
        <source>Brute force (all pairs)</source>
        <translation>Force brute (toutes les paires)</translation>
    </message>
    <message>
        <source>How candidate pairs are found. All give the same pairs.</source>
        <translation>Comment les paires candidates sont trouvées. Toutes donnent les mêmes paires.</translation>
    </message>
    <message>
        <source>Dynamics</source>
        <translation>Dynamique</translation>
    </message>
    <message>
        <source>Time-stepped (Δt)</source>
        <translation>À pas de temps (Δt)</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>Pilotée par les événements (exacte)</translation>
    </message>
    <message>
        <source>Time-stepped: every disk drifts for Δt, then the overlaps found are repaired. Event-driven: the gas jumps from one contact to the next, exactly; Δt is then only how often it is sampled.</source>
        <translation>À pas de temps : chaque disque avance pendant Δt, puis les chevauchements trouvés sont réparés. Pilotée par les événements : le gaz saute exactement d’un contact au suivant ; Δt n’est alors que la fréquence d’échantillonnage.</translation>
    </message>
    <message>
        <source>Initial speeds</source>
        <translation>Vitesses initiales</translation>
    </message>
    <message>
        <source>All equal, √(2kT/m)</source>
        <translation>Toutes égales, √(2kT/m)</translation>
    </message>
    <message>
        <source>Maxwell–Boltzmann</source>
        <translation>Maxwell–Boltzmann</translation>
    </message>
    <message>
        <source>How the disks start moving (random directions).</source>
        <translation>Comment les disques commencent à bouger (directions aléatoires).</translation>
    </message>
    <message>
        <source>Second species: count</source>
        <translation>Seconde espèce : nombre</translation>
    </message>
    <message>
        <source>Disks of a second species (0 for none).</source>
        <translation>Disques d’une seconde espèce (0 pour aucun).</translation>
    </message>
    <message>
        <source>Second species: mass</source>
        <translation>Seconde espèce : masse</translation>
    </message>
    <message>
        <source>Mass of one disk of the second species.</source>
        <translation>Masse d’un disque de la seconde espèce.</translation>
    </message>
    <message>
        <source>Second species: radius</source>
        <translation>Seconde espèce : rayon</translation>
    </message>
    <message>
        <source>Radius of the second species&apos; disks.</source>
        <translation>Rayon des disques de la seconde espèce.</translation>
    </message>
    <message>
        <source>Second species: colour</source>
        <translation>Seconde espèce : couleur</translation>
    </message>
    <message>
        <source>Colour of the second species in the view.</source>
        <translation>Couleur de la seconde espèce dans la vue.</translation>
    </message>
    <message>
        <source>Piston speed</source>
        <translation>Vitesse du piston</translation>
    </message>
    <message>
        <source>Velocity of the right wall; negative compresses. It stops at a quarter of the box width and at the full width.</source>
        <translation>Vitesse de la paroi droite ; négative, elle comprime. Elle s’arrête au quart de la largeur de la boîte et à la pleine largeur.</translation>
    </message>
    <message>
        <source>Thermal walls</source>
        <translation>Parois thermiques</translation>
    </message>
    <message>
        <source>Walls re-emit every disk that hits them at the wall temperature.</source>
        <translation>Les parois réémettent chaque disque qui les frappe à la température de paroi.</translation>
    </message>
    <message>
        <source>Wall temperature kT_wall</source>
        <translation>Température de paroi kT_wall</translation>
    </message>
    <message>
        <source>Temperature of the thermal walls.</source>
        <translation>Température des parois thermiques.</translation>
    </message>
    <message>
        <source>Show bounding boxes and pairs</source>
        <translation>Afficher boîtes englobantes et paires</translation>
    </message>
    <message>
        <source>Draw every disk&apos;s AABB and the current candidate pairs (up to 3000 disks).</source>
        <translation>Tracer l’AABB de chaque disque et les paires candidates actuelles (jusqu’à 3000 disques).</translation>
    </message>
    <message>
        <source>Disks added per click</source>
        <translation>Disques ajoutés par clic</translation>
    </message>
    <message>
        <source>A click in the box adds this many disks of the first species.</source>
        <translation>Un clic dans la boîte ajoute autant de disques de la première espèce.</translation>
    </message>
    <message>
        <source>Pressure on the walls</source>
        <translation>Pression sur les parois</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>pressure P</source>
        <translation>pression P</translation>
    </message>
    <message>
        <source>Block of 100 steps</source>
        <translation>Bloc de 100 pas</translation>
    </message>
    <message>
        <source>Ideal gas N kT / A</source>
        <translation>Gaz parfait N kT / A</translation>
    </message>
    <message>
        <source>Hard disks (Henderson)</source>
        <translation>Disques durs (Henderson)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>kT = ⟨½mv²⟩</source>
        <translation>kT = ⟨½mv²⟩</translation>
    </message>
    <message>
        <source>Mean free path</source>
        <translation>Libre parcours moyen</translation>
    </message>
    <message>
        <source>Enskog: 1 / (2√2 n d χ)</source>
        <translation>Enskog : 1 / (2√2 n d χ)</translation>
    </message>
    <message>
        <source>Energy drift</source>
        <translation>Dérive d’énergie</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>Pressure against the hard-disk equation of state</source>
        <translation>Pression face à l’équation d’état des disques durs</translation>
    </message>
    <message>
        <source>Walls, block of 100 steps</source>
        <translation>Parois, bloc de 100 pas</translation>
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
        <translation>Collisions et chevauchements réparés</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>par seconde</translation>
    </message>
    <message>
        <source>Pair collisions</source>
        <translation>Collisions de paires</translation>
    </message>
    <message>
        <source>Overlaps repaired</source>
        <translation>Chevauchements réparés</translation>
    </message>
    <message>
        <source>Enskog</source>
        <translation>Enskog</translation>
    </message>
    <message>
        <source>Stepped pressure against the exact one</source>
        <translation>Pression à pas de temps face à la pression exacte</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>pas de temps Δt</translation>
    </message>
    <message>
        <source>wall pressure P</source>
        <translation>pression sur les parois P</translation>
    </message>
    <message>
        <source>Time-stepped</source>
        <translation>À pas de temps</translation>
    </message>
    <message>
        <source>The lesson&apos;s Δt</source>
        <translation>Δt de la leçon</translation>
    </message>
    <message>
        <source>Equation of state of hard disks</source>
        <translation>Équation d’état des disques durs</translation>
    </message>
    <message>
        <source>area fraction η</source>
        <translation>fraction surfacique η</translation>
    </message>
    <message>
        <source>Exact, periodic box</source>
        <translation>Exacte, boîte périodique</translation>
    </message>
    <message>
        <source>Liquid–hexatic (Bernard, Krauth)</source>
        <translation>Liquide–hexatique (Bernard, Krauth)</translation>
    </message>
    <message>
        <source>Pairs tested per step</source>
        <translation>Paires testées par pas</translation>
    </message>
    <message>
        <source>disks N</source>
        <translation>disques N</translation>
    </message>
    <message>
        <source>pairs tested per step</source>
        <translation>paires testées par pas</translation>
    </message>
    <message>
        <source>Temperature kT (mean kinetic energy, 2D)</source>
        <translation>Température kT (énergie cinétique moyenne, 2D)</translation>
    </message>
    <message>
        <source>Measured pressure (wall impulse / time / length)</source>
        <translation>Pression mesurée (impulsion sur la paroi / temps / longueur)</translation>
    </message>
    <message>
        <source>time average over the last %1 s (since the start or the last change of piston or walls)</source>
        <translation>moyenne temporelle sur les dernières %1 s (depuis le départ ou le dernier changement du piston ou des parois)</translation>
    </message>
    <message>
        <source>Measured pressure</source>
        <translation>Pression mesurée</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>aucun pas effectué</translation>
    </message>
    <message>
        <source>Ideal-gas pressure N kT / A</source>
        <translation>Pression du gaz parfait N kT / A</translation>
    </message>
    <message>
        <source>Hard-disk pressure (Henderson) Z·N kT / A</source>
        <translation>Pression des disques durs (Henderson) Z·N kT / A</translation>
    </message>
    <message>
        <source>Z = (1 + η²/8)/(1 − η)² = %1 at η = %2</source>
        <translation>Z = (1 + η²/8)/(1 − η)² = %1 à η = %2</translation>
    </message>
    <message>
        <source>Area fraction η</source>
        <translation>Fraction surfacique η</translation>
    </message>
    <message>
        <source>Kolmogorov–Smirnov distance from Maxwell–Boltzmann</source>
        <translation>Distance de Kolmogorov–Smirnov à Maxwell–Boltzmann</translation>
    </message>
    <message>
        <source>first species, against F(v) = 1 − exp(−mv²/2kT) at its measured kT; 1 % critical value 1.63/√n = %1</source>
        <translation>première espèce, face à F(v) = 1 − exp(−mv²/2kT) à son kT mesuré ; valeur critique à 1 % 1.63/√n = %1</translation>
    </message>
    <message>
        <source>KS critical value at 1 %</source>
        <translation>Valeur critique KS à 1 %</translation>
    </message>
    <message>
        <source>Pairs tested per step (%1)</source>
        <translation>Paires testées par pas (%1)</translation>
    </message>
    <message>
        <source>Mean free path (measured)</source>
        <translation>Libre parcours moyen (mesuré)</translation>
    </message>
    <message>
        <source>no disk–disk collision yet</source>
        <translation>aucune collision disque–disque pour l’instant</translation>
    </message>
    <message>
        <source>Mean free path 1/(2√2 n d)</source>
        <translation>Libre parcours moyen 1/(2√2 n d)</translation>
    </message>
    <message>
        <source>Sampling interval Δt</source>
        <translation>Intervalle d’échantillonnage Δt</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Dérive relative d’énergie (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>since the start; thermal walls, the piston and added disks change E too</source>
        <translation>depuis le départ ; parois thermiques, piston et disques ajoutés changent aussi E</translation>
    </message>
    <message>
        <source>Overlaps found and repaired per second</source>
        <translation>Chevauchements trouvés et réparés par seconde</translation>
    </message>
    <message>
        <source>event-driven: overlapping pairs found at the samples (contacts are predicted, so none should be)</source>
        <translation>piloté par les événements : paires en chevauchement trouvées aux échantillons (les contacts sont prédits, il ne devrait y en avoir aucune)</translation>
    </message>
    <message>
        <source>time-stepped: every collision is found as an overlap after a drift and undone</source>
        <translation>à pas de temps : chaque collision est trouvée comme un chevauchement après un déplacement, puis défaite</translation>
    </message>
    <message>
        <source>Pairs of disks overlapping now</source>
        <translation>Paires de disques en chevauchement maintenant</translation>
    </message>
    <message>
        <source>Pair collisions (since the averages started)</source>
        <translation>Collisions de paires (depuis le début des moyennes)</translation>
    </message>
    <message>
        <source>Pair collisions per second</source>
        <translation>Collisions de paires par seconde</translation>
    </message>
    <message>
        <source>Pair collisions per second (Enskog)</source>
        <translation>Collisions de paires par seconde (Enskog)</translation>
    </message>
    <message>
        <source>Z = P A / N kT from the walls&apos; pressure</source>
        <translation>Z = P A / N kT d’après la pression sur les parois</translation>
    </message>
    <message>
        <source>A the whole box W × H, the same time average as the measured pressure</source>
        <translation>A la boîte entière W × H, même moyenne temporelle que la pression mesurée</translation>
    </message>
    <message>
        <source>Measured pressure against the equation of state (Liu) − 1</source>
        <translation>Pression mesurée face à l’équation d’état (Liu) − 1</translation>
    </message>
    <message>
        <source>the walls&apos; pressure runs about 2 % above the bulk&apos;s at the defaults (an effect of order d/L); the equation-of-state study uses a periodic box</source>
        <translation>la pression sur les parois dépasse d’environ 2 % celle du volume aux valeurs par défaut (un effet d’ordre d/L) ; l’étude d’équation d’état utilise une boîte périodique</translation>
    </message>
    <message>
        <source>Z of Henderson 1975</source>
        <translation>Z de Henderson 1975</translation>
    </message>
    <message>
        <source>Z of Liu 2020</source>
        <translation>Z de Liu 2020</translation>
    </message>
    <message>
        <source>Slope of log(pairs tested) against log N (study)</source>
        <translation>Pente de log(paires testées) en fonction de log N (étude)</translation>
    </message>
    <message>
        <source>Exact wall pressure (Δt study)</source>
        <translation>Pression exacte sur les parois (étude Δt)</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt against the exact one − 1 (Δt study)</source>
        <translation>Pression à pas de temps au Δt de la leçon face à l’exacte − 1 (étude Δt)</translation>
    </message>
    <message>
        <source>Δt at which the stepped pressure is 1 % off (Δt study)</source>
        <translation>Δt auquel la pression à pas de temps s’écarte de 1 % (étude Δt)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Henderson − 1, η ≤ 0.65 (EOS study)</source>
        <translation>Moyenne quadratique de Z mesuré / Z Henderson − 1, η ≤ 0.65 (étude EOS)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Liu − 1, η ≤ 0.65 (EOS study)</source>
        <translation>Moyenne quadratique de Z mesuré / Z Liu − 1, η ≤ 0.65 (étude EOS)</translation>
    </message>
    <message>
        <source>Z measured at η = 0.70 (EOS study)</source>
        <translation>Z mesuré à η = 0.70 (étude EOS)</translation>
    </message>
    <message>
        <source>speed (first species)</source>
        <translation>vitesse (première espèce)</translation>
    </message>
    <message>
        <source>Tracked disk&apos;s path</source>
        <translation>Trajectoire du disque suivi</translation>
    </message>
    <message>
        <source>Second species</source>
        <translation>Seconde espèce</translation>
    </message>
    <message>
        <source>Candidate pairs</source>
        <translation>Paires candidates</translation>
    </message>
    <message>
        <source>Boxes and pairs hidden above 3000 disks</source>
        <translation>Boîtes et paires masquées au-delà de 3000 disques</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   event-driven: %4 collisions, %5 wall hits</source>
        <translation>t = %1 s   N = %2   kT = %3 J   événements : %4 collisions, %5 chocs sur les parois</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   %4: %5 pairs tested, %6 candidates</source>
        <translation>t = %1 s   N = %2   kT = %3 J   %4 : %5 paires testées, %6 candidates</translation>
    </message>
    <message>
        <source>The gas diverged at t = %1 s: a position or velocity is no longer a finite number. Reset with a lower temperature or piston speed.</source>
        <translation>Le gaz a divergé à t = %1 s : une position ou une vitesse n’est plus un nombre fini. Réinitialisez avec une température ou une vitesse de piston plus basse.</translation>
    </message>
    <message>
        <source>Pairs tested vs N</source>
        <translation>Paires testées selon N</translation>
    </message>
    <message>
        <source>Runs each broadphase on gases of 100 … 100 000 disks at the current area fraction and counts the pairs it tests per step.</source>
        <translation>Exécute chaque phase large sur des gaz de 100 … 100 000 disques à la fraction surfacique actuelle et compte les paires testées par pas.</translation>
    </message>
    <message>
        <source>Stepped vs exact pressure</source>
        <translation>Pression à pas de temps contre pression exacte</translation>
    </message>
    <message>
        <source>Runs the gas from its initial state event-driven (exact) and time-stepped at 8, 4, 2, 1 and ½ times the lesson&apos;s Δt, and plots the stepped pressure on the walls against Δt next to the exact one.</source>
        <translation>Fait évoluer le gaz depuis son état initial piloté par les événements (exact) et à pas de temps de 8, 4, 2, 1 et ½ fois le Δt de la leçon, et trace la pression sur les parois en fonction de Δt à côté de l’exacte.</translation>
    </message>
    <message>
        <source>Equation of state Z(η)</source>
        <translation>Équation d’état Z(η)</translation>
    </message>
    <message>
        <source>Measures Z = P A / N kT of 1000 disks in a periodic box, event-driven, at area fractions 0.05 … 0.70 and compares it with Henderson&apos;s and Liu&apos;s equations of state.</source>
        <translation>Mesure Z = P A / N kT de 1000 disques dans une boîte périodique, piloté par les événements, aux fractions surfaciques 0.05 … 0.70, et le compare aux équations d’état de Henderson et de Liu.</translation>
    </message>
    <message>
        <source>log-log slope, %1</source>
        <translation>pente log-log, %1</translation>
    </message>
    <message>
        <source>Ideal gas: elastic disks, Maxwell–Boltzmann and sweep and prune</source>
        <translation>Gaz parfait : disques élastiques, Maxwell–Boltzmann et balayage et élagage</translation>
    </message>
    <message>
        <source>Hard disks in a box: pressure, temperature and the speed distribution emerge from collisions; three broadphases find the colliding pairs.</source>
        <translation>Des disques durs dans une boîte : pression, température et distribution des vitesses naissent des collisions ; trois phases larges trouvent les paires qui se heurtent.</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt / exact − 1</source>
        <translation>Pression à pas de temps au Δt de la leçon / exacte − 1</translation>
    </message>
    <message>
        <source>Exact wall pressure</source>
        <translation>Pression exacte sur les parois</translation>
    </message>
    <message>
        <source>Δt for a 1 % error</source>
        <translation>Δt pour une erreur de 1 %</translation>
    </message>
    <message>
        <source>Z at η = 0.70</source>
        <translation>Z à η = 0.70</translation>
    </message>
    <message>
        <source>RMS of Z / Z_Henderson − 1</source>
        <translation>Moyenne quadratique de Z / Z_Henderson − 1</translation>
    </message>
    <message>
        <source>RMS of Z / Z_Liu − 1</source>
        <translation>Moyenne quadratique de Z / Z_Liu − 1</translation>
    </message>
    <message>
        <source>parameter &apos;broadphase&apos;: brute force with %1 disks would test %2 pairs per step; use sweep and prune or the grid above %3 disks.</source>
        <translation>paramètre &apos;broadphase&apos; : la force brute avec %1 disques testerait %2 paires par pas ; au-delà de %3 disques, utilisez le balayage (sweep and prune) ou la grille.</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;radius&apos;: the disks do not fit: area fraction %1 %; the starting lattice needs a spacing above the largest diameter. Use fewer or smaller disks, or a larger box.</source>
        <translation>paramètres &apos;count&apos; et &apos;radius&apos; : les disques ne tiennent pas : fraction surfacique %1 % ; le réseau de départ demande un espacement supérieur au plus grand diamètre. Prenez moins de disques, des disques plus petits ou une boîte plus grande.</translation>
    </message>
    <message>
        <source>the exact gas does not hold one entry per disk of the shown gas</source>
        <translation>le gaz exact n’a pas une entrée par disque du gaz affiché</translation>
    </message>
    <message>
        <source>the exact gas&apos;s box is not a box</source>
        <translation>la boîte du gaz exact n’est pas une boîte</translation>
    </message>
    <message>
        <source>the exact gas&apos;s time or restitution is out of range</source>
        <translation>le temps ou le coefficient de restitution du gaz exact est hors des bornes</translation>
    </message>
    <message>
        <source>a disk of the exact gas has a position, velocity, time, radius or mass out of range</source>
        <translation>un disque du gaz exact a une position, une vitesse, un temps, un rayon ou une masse hors des bornes</translation>
    </message>
    <message>
        <source>a disk of the exact gas is outside its box</source>
        <translation>un disque du gaz exact est hors de sa boîte</translation>
    </message>
    <message>
        <source>the exact gas&apos;s counters are out of range</source>
        <translation>les compteurs du gaz exact sont hors des bornes</translation>
    </message>
    <message>
        <source>the time step must be a positive number no longer than the lesson chooses, and the step count ≥ 0</source>
        <translation>le pas de temps doit être un nombre positif, pas plus long que celui que choisit la leçon, et le nombre de pas ≥ 0</translation>
    </message>
    <message>
        <source>a disk belongs to a species the lesson does not have</source>
        <translation>un disque appartient à une espèce que la leçon n’a pas</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the chart block&apos;s start: %1</source>
        <translation>début du bloc du graphique : %1</translation>
    </message>
    <message>
        <source>the last chart block holds a time, pressure or free path that is not finite</source>
        <translation>le dernier bloc du graphique contient un temps, une pression ou un libre parcours non fini</translation>
    </message>
    <message>
        <source>the trail is longer than the lesson keeps</source>
        <translation>la trace est plus longue que ce que la leçon conserve</translation>
    </message>
    <message>
        <source>an average or the trail is not finite</source>
        <translation>une moyenne ou la trace n’est pas finie</translation>
    </message>
    <message>
        <source>the exact gas&apos;s sample counts are below zero</source>
        <translation>les nombres d’échantillons du gaz exact sont négatifs</translation>
    </message>
    <message>
        <source>pair tests</source>
        <translation>paires testées</translation>
    </message>
    <message>
        <source>disk steps</source>
        <translation>pas de disque</translation>
    </message>
    <message>
        <source>pair collisions</source>
        <translation>collisions de paires</translation>
    </message>
</context>
<context>
    <name>integrators</name>
    <message>
        <source>%1 diverged at t = %2 s.</source>
        <translation>%1 a divergé à t = %2 s.</translation>
    </message>
    <message>
        <source>No fixed-step method runs.</source>
        <translation>Aucune méthode à pas fixe ne tourne.</translation>
    </message>
    <message>
        <source>%1 is %2 %3 from the reference.</source>
        <translation>%1 est à %2 %3 de la référence.</translation>
    </message>
    <message numerus="yes">
        <source>%n methods. Farthest from the reference: %1, %2 %3 away; closest: %4, %5 %3 away.</source>
        <translation>
            <numerusform>%n méthodes. La plus éloignée de la référence : %1, à %2 %3 ; la plus proche : %4, à %5 %3.</numerusform>
            <numerusform>%n méthodes. La plus éloignée de la référence : %1, à %2 %3 ; la plus proche : %4, à %5 %3.</numerusform>
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
        <translation>Problème test</translation>
    </message>
    <message>
        <source>Harmonic oscillator</source>
        <translation>Oscillateur harmonique</translation>
    </message>
    <message>
        <source>Nonlinear pendulum</source>
        <translation>Pendule non linéaire</translation>
    </message>
    <message>
        <source>Kepler orbit</source>
        <translation>Orbite de Kepler</translation>
    </message>
    <message>
        <source>The system every method integrates: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sin θ, or a body around a fixed sun.</source>
        <translation>Le système que chaque méthode intègre : x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sin θ, ou un corps autour d’un soleil fixe.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Pas de chaque intégrateur. S’applique pendant l’exécution.</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Temps final T</translation>
    </message>
    <message>
        <source>The run stops here; the convergence study measures the error here.</source>
        <translation>La simulation s’arrête ici ; l’étude de convergence y mesure l’erreur.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Méthodes</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids). The two adaptive ones choose their own Δt to meet the tolerance.</source>
        <translation>Intégrateurs exécutés côte à côte (identifiants séparés par des virgules). Les deux adaptatifs choisissent leur Δt pour respecter la tolérance.</translation>
    </message>
    <message>
        <source>Arithmetic precision</source>
        <translation>Précision arithmétique</translation>
    </message>
    <message>
        <source>What the fixed-step methods compute in: float, double, `double_kahan` (double with compensated summation) or `long_double`; one for all, or per method, e.g. `rk4=float, verlet=double_kahan` (the others in double). The phase-space cloud, step-through and the adaptive methods run in double.</source>
        <translation>Le format de calcul des méthodes à pas fixe : float, double, `double_kahan` (double avec sommation compensée) ou `long_double` ; un pour toutes, ou par méthode, p. ex. `rk4=float, verlet=double_kahan` (les autres en double). Le nuage de l’espace des phases, le pas à pas et les méthodes adaptatives calculent en double.</translation>
    </message>
    <message>
        <source>Tolerance of the adaptive methods</source>
        <translation>Tolérance des méthodes adaptatives</translation>
    </message>
    <message>
        <source>A plain number, no unit: a step of Heun–Euler or Dormand–Prince is kept when its estimated error in every coordinate is below tolerance × (1 + |coordinate|), a relative error where the coordinate is large and an absolute one (in its own unit, m or m/s) near zero; otherwise it is tried again with a smaller Δt.</source>
        <translation>Un nombre sans unité : un pas de Heun–Euler ou de Dormand–Prince est gardé si son erreur estimée dans chaque coordonnée est sous tolérance × (1 + |coordonnée|), une erreur relative là où la coordonnée est grande et absolue (dans son unité, m ou m/s) près de zéro ; sinon il est refait avec un Δt plus petit.</translation>
    </message>
    <message>
        <source>Pendulum release angle θ₀</source>
        <translation>Angle de lâcher du pendule θ₀</translation>
    </message>
    <message>
        <source>The pendulum starts at rest from this angle (nonlinear above ~20°).</source>
        <translation>Le pendule part au repos de cet angle (non linéaire au-delà de ~20°).</translation>
    </message>
    <message>
        <source>Orbit eccentricity e</source>
        <translation>Excentricité de l’orbite e</translation>
    </message>
    <message>
        <source>Shape of the Kepler orbit: 0 is a circle; the body starts at the pericentre, where it is fastest.</source>
        <translation>Forme de l’orbite de Kepler : 0 est un cercle ; le corps part du péricentre, où il est le plus rapide.</translation>
    </message>
    <message>
        <source>Step through stages</source>
        <translation>Parcourir les étapes</translation>
    </message>
    <message>
        <source>One step advances one stage of every method; the view draws where the stage evaluates, the slope it uses and the point it predicts.</source>
        <translation>Un pas fait avancer chaque méthode d’une étape ; la vue montre où l’étape évalue, la pente qu’elle utilise et le point qu’elle prédit.</translation>
    </message>
    <message>
        <source>Phase-space cloud</source>
        <translation>Nuage dans l’espace des phases</translation>
    </message>
    <message>
        <source>Evolve a loop of initial conditions around the start with each method and chart its area (Liouville&apos;s theorem).</source>
        <translation>Faire évoluer une boucle de conditions initiales autour du départ avec chaque méthode et tracer son aire (théorème de Liouville).</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>angle θ</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>position x</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>vitesse angulaire réduite θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>scaled velocity vₓ/n</source>
        <translation>vitesse réduite vₓ/n</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>vitesse réduite v/ω</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/1000)</source>
        <translation>Référence (RK4, Δt/1000)</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Espace des phases</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Énergie totale</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy per mass E/m</source>
        <translation>énergie par masse E/m</translation>
    </message>
    <message>
        <source>Distance from the exact solution</source>
        <translation>Distance à la solution exacte</translation>
    </message>
    <message>
        <source>Distance from the reference</source>
        <translation>Distance à la référence</translation>
    </message>
    <message>
        <source>phase-space error</source>
        <translation>erreur dans l’espace des phases</translation>
    </message>
    <message>
        <source>Error control: Δt per step, rejected tries as dots</source>
        <translation>Contrôle d’erreur : Δt par pas, essais rejetés en points</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>pas de temps Δt</translation>
    </message>
    <message>
        <source>Error control: local error estimate against the tolerance</source>
        <translation>Contrôle d’erreur : erreur locale estimée face à la tolérance</translation>
    </message>
    <message>
        <source>error estimate / tolerance</source>
        <translation>erreur estimée / tolérance</translation>
    </message>
    <message>
        <source>global error at T</source>
        <translation>erreur globale à T</translation>
    </message>
    <message>
        <source>Convergence: global error at T = %1 s</source>
        <translation>Convergence : erreur globale à T = %1 s</translation>
    </message>
    <message>
        <source>Cost: error against work</source>
        <translation>Coût : erreur en fonction du travail</translation>
    </message>
    <message>
        <source>force evaluations</source>
        <translation>évaluations de force</translation>
    </message>
    <message>
        <source>Cost: error against computing time</source>
        <translation>Coût : erreur en fonction du temps de calcul</translation>
    </message>
    <message>
        <source>time to run</source>
        <translation>durée d’exécution</translation>
    </message>
    <message>
        <source>Round-off floor: RK4 on the oscillator, T = 1 s</source>
        <translation>Plancher d’arrondi : RK4 sur l’oscillateur, T = 1 s</translation>
    </message>
    <message>
        <source>Brouwer&apos;s law: Verlet&apos;s energy drift, Δt = 0.01 s</source>
        <translation>Loi de Brouwer : dérive d’énergie de Verlet, Δt = 0.01 s</translation>
    </message>
    <message>
        <source>steps n</source>
        <translation>pas n</translation>
    </message>
    <message>
        <source>relative error of H̃</source>
        <translation>erreur relative de H̃</translation>
    </message>
    <message>
        <source>Phase-space cloud area</source>
        <translation>Aire du nuage dans l’espace des phases</translation>
    </message>
    <message>
        <source>area / initial area</source>
        <translation>aire / aire initiale</translation>
    </message>
    <message>
        <source>tolerance (kept at or below)</source>
        <translation>tolérance (respectée ou en dessous)</translation>
    </message>
    <message>
        <source>%1 (kept)</source>
        <translation>%1 (gardé)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (rejeté)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 a divergé à t = %2 s</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s</source>
        <translation>%1 s’est bloqué à t = %2 s</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below an error of %3</source>
        <translation>%1 coûte moins que %2 sous une erreur de %3</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below %3</source>
        <translation>%1 coûte moins que %2 sous %3</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>l’étude de convergence n’a pas encore été lancée</translation>
    </message>
    <message>
        <source>convergence study cancelled: fits of the runs done</source>
        <translation>étude de convergence annulée : ajustements des simulations faites</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times</source>
        <translation>pente de log erreur en fonction de log Δt, Δt divisé par deux 6 fois</translation>
    </message>
    <message>
        <source>%1; %2: no fit (its runs diverged)</source>
        <translation>%1 ; %2 : pas d’ajustement (ses simulations ont divergé)</translation>
    </message>
    <message>
        <source>Fitted convergence order p (error ∝ Δtᵖ)</source>
        <translation>Ordre de convergence ajusté p (erreur ∝ Δtᵖ)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Dérive relative d’énergie (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>à t = %1 s</translation>
    </message>
    <message>
        <source>Force evaluations from t = 0</source>
        <translation>Évaluations de force depuis t = 0</translation>
    </message>
    <message>
        <source>up to t = %1 s</source>
        <translation>jusqu’à t = %1 s</translation>
    </message>
    <message>
        <source>Crossover: error below which one method costs fewer force evaluations than another</source>
        <translation>Croisement : erreur sous laquelle une méthode coûte moins d’évaluations de force qu’une autre</translation>
    </message>
    <message>
        <source>no two work–precision curves cross in the range measured</source>
        <translation>aucune paire de courbes travail–précision ne se croise dans l’intervalle mesuré</translation>
    </message>
    <message>
        <source>%1 (where the cost curves cross)</source>
        <translation>%1 (là où les courbes de coût se croisent)</translation>
    </message>
    <message>
        <source>%1; in seconds on this computer: %2</source>
        <translation>%1 ; en secondes sur cet ordinateur : %2</translation>
    </message>
    <message>
        <source>%1: %2 kept, Δt now %3 s</source>
        <translation>%1 : %2 gardés, Δt actuel %3 s</translation>
    </message>
    <message>
        <source>%1: %2 evaluations for an error of %3 at T, RK4 needs %4 (%5 steps)</source>
        <translation>%1 : %2 évaluations pour une erreur de %3 à T, RK4 en demande %4 (%5 pas)</translation>
    </message>
    <message>
        <source>Rejected steps of the adaptive methods</source>
        <translation>Pas rejetés des méthodes adaptatives</translation>
    </message>
    <message>
        <source>Work saved: force evaluations of fixed-step RK4 at the same error, over the adaptive method&apos;s</source>
        <translation>Travail économisé : évaluations de force de RK4 à pas fixe pour la même erreur, divisées par celles de la méthode adaptative</translation>
    </message>
    <message>
        <source>%1 (the fewest equal RK4 steps over T that reach it)</source>
        <translation>%1 (le plus petit nombre de pas égaux de RK4 sur T qui l’atteignent)</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>soleil</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergé à t = %2 s)</translation>
    </message>
    <message>
        <source>%1, Δt = %2 s, %3 rejected</source>
        <translation>%1, Δt = %2 s, %3 rejetés</translation>
    </message>
    <message>
        <source>%1 (stalled at t = %2 s)</source>
        <translation>%1 (bloqué à t = %2 s)</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exacte (fantôme)</translation>
    </message>
    <message>
        <source>Reference (ghost)</source>
        <translation>Référence (fantôme)</translation>
    </message>
    <message>
        <source>%1 (stage %2/%3): %4</source>
        <translation>%1 (étape %2/%3) : %4</translation>
    </message>
    <message>
        <source>○ evaluated at   → slope·Δt   ● predicted</source>
        <translation>○ évalué en   → pente·Δt   ● prédit</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: forward Euler multiplies the energy by 1 + (%1Δt)² = %3 every step (unstable at every Δt). Lower Δt, or use symplectic Euler or Verlet.</source>
        <translation>Δt·%1 = %2 : Euler explicite multiplie l’énergie par 1 + (%1Δt)² = %3 à chaque pas (instable pour tout Δt). Diminuez Δt, ou utilisez Euler symplectique ou Verlet.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: the limit 2 is the oscillator&apos;s, a linear one; on the Kepler orbit the pull changes fast at the pericentre, and %3 can escape far below it (Verlet&apos;s e = 0.8 orbit from %1Δt ≈ 1). Below that its energy error is a bounded wobble, largest at the pericentre. Lower Δt.</source>
        <translation>Δt·%1 = %2 : la limite 2 est celle de l’oscillateur, un système linéaire ; sur l’orbite de Kepler l’attraction change vite au péricentre, et %3 peut s’échapper bien en dessous (l’orbite e = 0.8 de Verlet dès %1Δt ≈ 1). En dessous, son erreur d’énergie est une oscillation bornée, maximale au péricentre. Diminuez Δt.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2: %3 is stable only below 2. Lower Δt below 2/%1 = %4 s.</source>
        <translation>Δt·%1 = %2 &gt; 2 : %3 n’est stable qu’en dessous de 2. Diminuez Δt sous 2/%1 = %4 s.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &lt; 2: stable; the energy error of a symplectic method is a bounded wobble (≈ %1Δt/2). Lower Δt to shrink it.</source>
        <translation>Δt·%1 = %2 &lt; 2 : stable ; l’erreur d’énergie d’une méthode symplectique est une oscillation bornée (≈ %1Δt/2). Diminuez Δt pour la réduire.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: %3 multiplies the energy by 1 + (%1Δt)⁴/4 = %4 every step (slowly unstable at every Δt). Lower Δt.</source>
        <translation>Δt·%1 = %2 : %3 multiplie l’énergie par 1 + (%1Δt)⁴/4 = %4 à chaque pas (lentement instable pour tout Δt). Diminuez Δt.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 is stable only below 2.83. Lower Δt below %3 s.</source>
        <translation>Δt·%1 = %2 &gt; 2√2 ≈ 2.83 : RK4 n’est stable qu’en dessous de 2.83. Diminuez Δt sous %3 s.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: RK4 damps; it multiplies the energy by 1 − (%1Δt)⁶/72 + … = %3 every step. Lower Δt.</source>
        <translation>Δt·%1 = %2 : RK4 amortit ; il multiplie l’énergie par 1 − (%1Δt)⁶/72 + … = %3 à chaque pas. Diminuez Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s. %3</source>
        <translation>%1 a divergé à t = %2 s. %3</translation>
    </message>
    <message>
        <source>%1: energy off by %2 % at t = %3 s. %4</source>
        <translation>%1 : énergie décalée de %2 % à t = %3 s. %4</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s: its step fell to nothing, because the tolerance %3 asks for less error than rounding in double allows. Raise the tolerance.</source>
        <translation>%1 s’est bloqué à t = %2 s : son pas est tombé à rien, car la tolérance %3 demande moins d’erreur que l’arrondi en double ne le permet. Augmentez la tolérance.</translation>
    </message>
    <message>
        <source>The convergence study was cancelled: its charts and fitted orders cover only the runs it finished.</source>
        <translation>L’étude de convergence a été annulée : ses graphiques et ordres ajustés ne couvrent que les simulations terminées.</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Lancer l’étude de convergence</translation>
    </message>
    <message>
        <source>Global error at the end time T for Δt halved six times, per method, with the fitted order and the force evaluations it cost.</source>
        <translation>Erreur globale au temps final T pour Δt divisé par deux six fois, par méthode, avec l’ordre ajusté et les évaluations de force qu’elle a coûtées.</translation>
    </message>
    <message>
        <source>Run round-off study</source>
        <translation>Lancer l’étude d’arrondi</translation>
    </message>
    <message>
        <source>RK4 on the oscillator in float, double, double with compensated summation and long double for Δt down to 1e-5 s: the error falls as Δt⁴ to a floor set by the precision, then grows as rounding adds up. And velocity Verlet&apos;s energy drift over 10⁶ steps, plain and compensated (Brouwer&apos;s law).</source>
        <translation>RK4 sur l’oscillateur en float, double, double avec sommation compensée et long double pour Δt jusqu’à 1e-5 s : l’erreur décroît comme Δt⁴ jusqu’à un plancher fixé par la précision, puis croît à mesure que les arrondis s’accumulent. Et la dérive d’énergie de Verlet vitesse sur 10⁶ pas, simple et compensée (loi de Brouwer).</translation>
    </message>
    <message>
        <source>Lowest error of RK4 on the oscillator per precision</source>
        <translation>Plus petite erreur de RK4 sur l’oscillateur par précision</translation>
    </message>
    <message>
        <source>RMS over 8 phases at T = 1 s, Δt from 0.1 s to 1e-5 s</source>
        <translation>moyenne quadratique sur 8 phases à T = 1 s, Δt de 0.1 s à 1e-5 s</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergé)</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times; work and crossovers under keys with a colon</source>
        <translation>pente de log erreur en fonction de log Δt, Δt divisé par deux 6 fois ; travail et croisements sous des clés avec deux-points</translation>
    </message>
    <message>
        <source>Integrators: Euler, symplectic Euler, Heun, midpoint, RK4 and Verlet, step by step</source>
        <translation>Intégrateurs : Euler, Euler symplectique, Heun, point milieu, RK4 et Verlet, pas à pas</translation>
    </message>
    <message>
        <source>Six ways to take a time step, side by side: order, cost, energy and phase-space area.</source>
        <translation>Six façons de faire un pas de temps, côte à côte : ordre, coût, énergie et aire dans l’espace des phases.</translation>
    </message>
    <message>
        <source>force</source>
        <translation>force</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>predictor</source>
        <translation>prédicteur</translation>
    </message>
    <message>
        <source>corrector</source>
        <translation>correcteur</translation>
    </message>
    <message>
        <source>half step</source>
        <translation>demi-pas</translation>
    </message>
    <message>
        <source>full step</source>
        <translation>pas entier</translation>
    </message>
    <message>
        <source>slope k₁</source>
        <translation>pente k₁</translation>
    </message>
    <message>
        <source>slope k₂</source>
        <translation>pente k₂</translation>
    </message>
    <message>
        <source>slope k₃</source>
        <translation>pente k₃</translation>
    </message>
    <message>
        <source>slope k₄ and update</source>
        <translation>pente k₄ et mise à jour</translation>
    </message>
    <message>
        <source>half kick</source>
        <translation>demi-impulsion</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>dérive</translation>
    </message>
    <message>
        <source>second half kick</source>
        <translation>seconde demi-impulsion</translation>
    </message>
    <message>
        <source>%1: %2, %3 = %4, %5 = %6</source>
        <translation>%1 : %2, %3 = %4 ; %5 = %6</translation>
    </message>
    <message>
        <source>%1: %2, %3 = %4</source>
        <translation>%1 : %2, %3 = %4</translation>
    </message>
    <message>
        <source>%1: %2, %3 = (%4, %5), %6 = (%7, %8)</source>
        <translation>%1 : %2, %3 = (%4 ; %5) ; %6 = (%7 ; %8)</translation>
    </message>
    <message>
        <source>%1: %2, %3 = (%4, %5)</source>
        <translation>%1 : %2, %3 = (%4 ; %5)</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: time step Δt = %1 s must be smaller than the end time T = %2 s.</source>
        <translation>paramètres &apos;dt&apos; et &apos;end_time&apos; : le pas de temps Δt = %1 s doit être inférieur au temps final T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;precision&apos;: %1.</source>
        <translation>paramètre &apos;precision&apos; : %1.</translation>
    </message>
    <message>
        <source>parameters &apos;precision&apos; and &apos;step_through&apos;: step-through runs in double only; choose double, or leave step-through off.</source>
        <translation>paramètres &apos;precision&apos; et &apos;step_through&apos; : le mode pas à pas ne calcule qu’en double ; choisissez double ou désactivez le mode pas à pas.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: T / Δt = %1 steps is too many for one run; raise Δt or lower T (at most 2·10⁷ steps).</source>
        <translation>paramètres &apos;dt&apos; et &apos;end_time&apos; : T / Δt = %1 pas, c’est trop pour une simulation ; augmentez Δt ou réduisez T (au plus 2·10⁷ pas).</translation>
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
        <translation>&apos;%1&apos; n’est pas une précision&#xa0;: float, double, double_kahan ou long_double</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fixed-step method: euler, symplectic_euler, heun, midpoint, rk4 or verlet</source>
        <translation>&apos;%1&apos; n’est pas une méthode à pas fixe&#xa0;: euler, symplectic_euler, heun, midpoint, rk4 ou verlet</translation>
    </message>
    <message>
        <source>a long double state of the integrators has parts of different sizes</source>
        <translation>un état long double des intégrateurs a des parties de tailles différentes</translation>
    </message>
    <message>
        <source>run %1 of the integrators&apos; state is not in its chosen precision</source>
        <translation>la simulation %1 de l’état des intégrateurs n’est pas dans la précision choisie</translation>
    </message>
    <message>
        <source>the integrators&apos; state has %1 runs of embedded pairs, the chosen methods %2</source>
        <translation>l’état des intégrateurs a %1 simulations de paires emboîtées, les méthodes choisies %2</translation>
    </message>
    <message>
        <source>run %1 of the embedded pairs is not of the chosen method %2</source>
        <translation>la simulation %1 des paires emboîtées n’est pas de la méthode choisie %2</translation>
    </message>
    <message>
        <source>the integrators&apos; state</source>
        <translation>l’état des intégrateurs</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>le temps t = %1 s n’est pas un instant d’une simulation</translation>
    </message>
    <message>
        <source>the step-through Δt = %1 s is not a time step</source>
        <translation>le pas de temps Δt = %1 s du mode pas à pas n’est pas un pas de temps</translation>
    </message>
    <message>
        <source>the reference state has the wrong size or is not finite</source>
        <translation>l’état de référence a une mauvaise taille ou n’est pas fini</translation>
    </message>
    <message>
        <source>the reference trail is too long or not finite</source>
        <translation>la trace de référence est trop longue ou n’est pas finie</translation>
    </message>
    <message>
        <source>%1: the state has the wrong size or is not finite</source>
        <translation>%1 : l’état a une mauvaise taille ou n’est pas fini</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1 : l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>%1: negative count of force evaluations</source>
        <translation>%1 : nombre d’évaluations de force négatif</translation>
    </message>
    <message>
        <source>%1: the rounding carry has the wrong size or is not finite</source>
        <translation>%1 : la retenue d’arrondi a une mauvaise taille ou n’est pas finie</translation>
    </message>
    <message>
        <source>%1: the trail is too long or not finite</source>
        <translation>%1 : la trace est trop longue ou n’est pas finie</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud has the wrong size</source>
        <translation>%1 : le nuage de l’espace des phases a une mauvaise taille</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud is not finite</source>
        <translation>%1 : le nuage de l’espace des phases n’est pas fini</translation>
    </message>
    <message>
        <source>%1: the step in progress does not belong to this method</source>
        <translation>%1 : le pas en cours n’appartient pas à cette méthode</translation>
    </message>
    <message>
        <source>%1: the step in progress starts from an impossible state</source>
        <translation>%1 : le pas en cours part d’un état impossible</translation>
    </message>
    <message>
        <source>%1: the step in progress has more stages than its method</source>
        <translation>%1 : le pas en cours a plus d’étapes intermédiaires que sa méthode</translation>
    </message>
    <message>
        <source>%1: a stage of the step in progress is not finite</source>
        <translation>%1 : une étape intermédiaire du pas en cours n’est pas finie</translation>
    </message>
    <message>
        <source>%1: a value of the step in progress is not finite</source>
        <translation>%1 : une valeur du pas en cours n’est pas finie</translation>
    </message>
    <message>
        <source>%1: the step in progress ends at a time that is not finite</source>
        <translation>%1 : le pas en cours se termine à un instant non fini</translation>
    </message>
    <message>
        <source>a long double state has the wrong size or is not finite</source>
        <translation>un état long double a une mauvaise taille ou n’est pas fini</translation>
    </message>
    <message>
        <source>%1: the reference state has the wrong size or is not finite</source>
        <translation>%1 : l’état de référence a une mauvaise taille ou n’est pas fini</translation>
    </message>
    <message>
        <source>%1: the step-size controller holds an impossible value</source>
        <translation>%1 : le contrôleur du pas contient une valeur impossible</translation>
    </message>
    <message>
        <source>%1: the stored slope is not finite</source>
        <translation>%1 : la pente enregistrée n’est pas finie</translation>
    </message>
    <message>
        <source>%1: a step attempt is not finite</source>
        <translation>%1 : une tentative de pas n’est pas finie</translation>
    </message>
</context>
<context>
    <name>lammps-run</name>
    <message>
        <source>the dump has no velocities (vx vy)</source>
        <translation>le dump n’a pas de vitesses (vx vy)</translation>
    </message>
    <message>
        <source>Temperature kT = Σ m v² / N_dof</source>
        <translation>Température kT = Σ m v² / N_dof</translation>
    </message>
    <message>
        <source>N_dof = 2N − 2 (periodic box: total momentum fixed)</source>
        <translation>N_dof = 2N − 2 (boîte périodique : quantité de mouvement totale fixée)</translation>
    </message>
    <message>
        <source>N_dof = 2N (closed box: the walls take momentum); LAMMPS&apos;s Temp counts 2N − 2</source>
        <translation>N_dof = 2N (boîte fermée : les parois prennent de la quantité de mouvement) ; le Temp de LAMMPS compte 2N − 2</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Énergie potentielle par atome U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Énergie totale par atome (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial)</source>
        <translation>Pression P = (K + ½Σ r·F)/A (viriel)</translation>
    </message>
    <message>
        <source>A the periodic box, as LAMMPS&apos;s Press</source>
        <translation>A la boîte périodique, comme le Press de LAMMPS</translation>
    </message>
    <message>
        <source>closed box: the walls&apos; virial makes this the pressure on them; A the box area, as LAMMPS&apos;s Press</source>
        <translation>boîte fermée : le viriel des parois en fait la pression sur elles ; A l’aire de la boîte, comme le Press de LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS run: a trajectory from LAMMPS, read back</source>
        <translation>Simulation LAMMPS : une trajectoire de LAMMPS, relue</translation>
    </message>
    <message>
        <source>Plays a LAMMPS trajectory and log with the Lennard-Jones lesson&apos;s charts and measurements, computed by the same code.</source>
        <translation>Rejoue une trajectoire et un journal LAMMPS avec les graphiques et mesures de la leçon Lennard-Jones, calculés par le même code.</translation>
    </message>
    <message>
        <source>Trajectory (dump file)</source>
        <translation>Trajectoire (fichier dump)</translation>
    </message>
    <message>
        <source>LAMMPS text dump: dump custom with id type x y vx vy, or dump atom.</source>
        <translation>Dump texte LAMMPS : dump custom avec id type x y vx vy, ou dump atom.</translation>
    </message>
    <message>
        <source>Log file (optional)</source>
        <translation>Fichier journal (facultatif)</translation>
    </message>
    <message>
        <source>LAMMPS log with the thermo table (e.g. log.lammps); empty for none.</source>
        <translation>Journal LAMMPS avec la table thermo (p. ex. log.lammps) ; vide pour aucun.</translation>
    </message>
    <message>
        <source>Input deck (optional)</source>
        <translation>Fichier d’entrée (facultatif)</translation>
    </message>
    <message>
        <source>The run&apos;s LAMMPS input (masses, `pair_coeff`, walls) for runs of several atom types or in a closed box; empty: in.particlelab beside the dump.</source>
        <translation>L’entrée LAMMPS de la simulation (masses, `pair_coeff`, parois) pour plusieurs types d’atomes ou une boîte fermée ; vide : in.particlelab à côté du dump.</translation>
    </message>
    <message>
        <source>Potential depth ε</source>
        <translation>Profondeur du potentiel ε</translation>
    </message>
    <message>
        <source>`pair_coeff` ε of the run (type 1–1).</source>
        <translation>`pair_coeff` ε de la simulation (type 1–1).</translation>
    </message>
    <message>
        <source>Potential range σ</source>
        <translation>Portée du potentiel σ</translation>
    </message>
    <message>
        <source>`pair_coeff` σ of the run (type 1–1).</source>
        <translation>`pair_coeff` σ de la simulation (type 1–1).</translation>
    </message>
    <message>
        <source>Cut-off r_c</source>
        <translation>Rayon de coupure r_c</translation>
    </message>
    <message>
        <source>The Lennard-Jones cut-off of the run.</source>
        <translation>Le rayon de coupure de Lennard-Jones de la simulation.</translation>
    </message>
    <message>
        <source>Atom mass</source>
        <translation>Masse d’un atome</translation>
    </message>
    <message>
        <source>Mass of every atom (for the kinetic energy), in the mass unit of LAMMPS `units lj`: the run&apos;s `mass 1 …` value.</source>
        <translation>Masse de chaque atome (pour l’énergie cinétique), dans l’unité de masse de LAMMPS `units lj` : la valeur `mass 1 …` de la simulation.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Used when the log does not echo a `timestep` command.</source>
        <translation>Utilisé quand le journal ne reprend pas de commande `timestep`.</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Temps d’équilibrage</translation>
    </message>
    <message>
        <source>Frames and log rows before this time are left out of the averages.</source>
        <translation>Les images et lignes du journal avant ce temps sont exclues des moyennes.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>the box is closed (not periodic in x and y)</source>
        <translation>la boîte est fermée (non périodique en x et y)</translation>
    </message>
    <message>
        <source>fewer than two atoms</source>
        <translation>moins de deux atomes</translation>
    </message>
    <message>
        <source>g(r), frames so far</source>
        <translation>g(r), images jusqu’ici</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
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
        <translation>Images dans la trajectoire</translation>
    </message>
    <message>
        <source>no dump file named (set dump=PATH)</source>
        <translation>aucun fichier dump indiqué (réglez dump=CHEMIN)</translation>
    </message>
    <message>
        <source>Frame shown (from 0)</source>
        <translation>Image affichée (à partir de 0)</translation>
    </message>
    <message>
        <source>Atoms</source>
        <translation>Atomes</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Température kT</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded</source>
        <translation>Aucune simulation LAMMPS chargée</translation>
    </message>
    <message>
        <source>Import one: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Importez-en une : Fichier → Importer une simulation LAMMPS…, ou --set dump=CHEMIN --set log=CHEMIN en ligne de commande.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Aucune simulation LAMMPS chargée : Fichier → Importer une simulation LAMMPS…, ou --set dump=CHEMIN --set log=CHEMIN en ligne de commande.</translation>
    </message>
    <message>
        <source>The dump has no velocities (dump atom): temperature, pressure and the speed histogram need dump custom … vx vy.</source>
        <translation>Le dump n’a pas de vitesses (dump atom) : la température, la pression et l’histogramme des vitesses demandent dump custom … vx vy.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: import one with File → Import LAMMPS run.</source>
        <translation>Aucune simulation LAMMPS chargée : importez-en une avec Fichier → Importer une simulation LAMMPS.</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms at temperature kT = %5 ε, pressure %6 ε/σ².</source>
        <translation>Image LAMMPS %1 sur %2 (pas %3) : %4 atomes à la température kT = %5 ε, pression %6 ε/σ².</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms.</source>
        <translation>Image LAMMPS %1 sur %2 (pas %3) : %4 atomes.</translation>
    </message>
    <message>
        <source>parameter &apos;cutoff&apos; = %1 is more than half the box side %2 of the dump: the minimum image would miss pairs; choose at most %3</source>
        <translation>paramètre &apos;cutoff&apos; = %1 dépasse la moitié du côté de la boîte %2 du dump : l’image minimale manquerait des paires ; choisissez au plus %3</translation>
    </message>
    <message>
        <source>every frame from t = %1, frames played so far</source>
        <translation>chaque image à partir de t = %1, les images lues jusqu’ici</translation>
    </message>
    <message>
        <source>cannot read the LAMMPS deck: %1</source>
        <translation>impossible de lire le fichier d’entrée LAMMPS&#xa0;: %1</translation>
    </message>
    <message>
        <source>the dump has atoms of type %1, but the deck %2 describes atom types 1 to %3 only (its mass and pair_coeff lines)</source>
        <translation>le dump contient des atomes de type %1, mais le fichier d’entrée %2 ne décrit que les types d’atomes 1 à %3 (ses lignes mass et pair_coeff)</translation>
    </message>
    <message>
        <source>cannot read the data file of the deck %1: %2</source>
        <translation>impossible de lire le fichier de données du fichier d’entrée %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: no mass for atom type %2 (neither a `mass` command nor the data file&apos;s Masses section)</source>
        <translation>%1&#xa0;: aucune masse pour le type d’atome %2 (ni commande `mass` ni section Masses du fichier de données)</translation>
    </message>
    <message>
        <source>%1: no pair_coeff for atom types %2 %3</source>
        <translation>%1&#xa0;: aucun pair_coeff pour les types d’atomes %2 %3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is longer than any file name can be</source>
        <translation>paramètre &apos;%1&apos;&#xa0;: %2 est plus long que ne peut l’être un nom de fichier</translation>
    </message>
    <message>
        <source>parameters &apos;log&apos; and &apos;dump&apos;: a log was named but no dump: set dump=PATH to the trajectory as well</source>
        <translation>paramètres &apos;log&apos; et &apos;dump&apos;&#xa0;: un log est indiqué mais aucun dump&#xa0;: indiquez aussi dump=CHEMIN vers la trajectoire</translation>
    </message>
    <message>
        <source>parameter &apos;dump&apos;: cannot read the LAMMPS dump: %1</source>
        <translation>paramètre &apos;dump&apos;&#xa0;: impossible de lire le dump LAMMPS&#xa0;: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1</source>
        <translation>paramètre &apos;log&apos;&#xa0;: impossible de lire le log LAMMPS&#xa0;: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1: the thermo table has no Step column</source>
        <translation>paramètre &apos;log&apos;&#xa0;: impossible de lire le log LAMMPS&#xa0;: %1&#xa0;: la table thermo n’a pas de colonne Step</translation>
    </message>
    <message>
        <source>%1: the dump has atoms of type %2, which the deck gives no pair coefficients</source>
        <translation>%1&#xa0;: le dump contient des atomes de type %2, auxquels le fichier d’entrée ne donne aucun coefficient de paire</translation>
    </message>
    <message>
        <source>the box is not square (%1 × %2)</source>
        <translation>la boîte n’est pas carrée (%1 × %2)</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</source>
        <translation>Image LAMMPS %1 sur %2   pas %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6   P = %7</source>
        <translation>Image LAMMPS %1 sur %2   pas %3   t = %4   N = %5   kT = %6   P = %7</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5</source>
        <translation>Image LAMMPS %1 sur %2   pas %3   t = %4   N = %5</translation>
    </message>
    <message>
        <source>Energies, pressure and g(r) are not computed: %1; name the run&apos;s input deck (deck=PATH; in.particlelab beside the dump is read by itself) for its masses and pair coefficients.</source>
        <translation>Énergies, pression et g(r) ne sont pas calculées&#xa0;: %1&#xa0;; indiquez le fichier d’entrée de la simulation (deck=CHEMIN&#xa0;; in.particlelab à côté du dump est lu de lui-même) pour ses masses et ses coefficients de paire.</translation>
    </message>
    <message>
        <source>the frame on show is not in the dump</source>
        <translation>l’image affichée n’est pas dans le dump</translation>
    </message>
    <message>
        <source>the g(r) counts do not fit the run&apos;s bins</source>
        <translation>les comptages de g(r) ne correspondent pas aux classes de la simulation</translation>
    </message>
    <message>
        <source>a g(r) count is negative or not finite</source>
        <translation>un comptage de g(r) est négatif ou non fini</translation>
    </message>
</context>
<context>
    <name>lennard-jones</name>
    <message>
        <source>potential energy per atom</source>
        <translation>énergie potentielle par atome</translation>
    </message>
    <message>
        <source>Atoms N</source>
        <translation>Atomes N</translation>
    </message>
    <message>
        <source>Number of atoms.</source>
        <translation>Nombre d’atomes.</translation>
    </message>
    <message>
        <source>Thermostat temperature kT₀</source>
        <translation>Température du thermostat kT₀</translation>
    </message>
    <message>
        <source>Target temperature of the thermostat (kT in units of ε).</source>
        <translation>Température cible du thermostat (kT en unités de ε).</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Densité en nombre</translation>
    </message>
    <message>
        <source>Atoms per unit area; sets the box size.</source>
        <translation>Atomes par unité d’aire ; fixe la taille de la boîte.</translation>
    </message>
    <message>
        <source>Initial temperature</source>
        <translation>Température initiale</translation>
    </message>
    <message>
        <source>kT the atoms start with (Maxwell velocities).</source>
        <translation>kT de départ des atomes (vitesses de Maxwell).</translation>
    </message>
    <message>
        <source>Thermostat time τ</source>
        <translation>Temps du thermostat τ</translation>
    </message>
    <message>
        <source>Berendsen relaxation time; 0 switches the thermostat off.</source>
        <translation>Temps de relaxation de Berendsen ; 0 désactive le thermostat.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Velocity Verlet step. Above ~0.01 the energy starts to drift.</source>
        <translation>Pas de Verlet vitesse. Au-delà de ~0,01 l’énergie commence à dériver.</translation>
    </message>
    <message>
        <source>Shift U to 0 at r_c</source>
        <translation>Décaler U à 0 en r_c</translation>
    </message>
    <message>
        <source>Subtract U(r_c) = −0.016ε from every pair inside the cut-off, so that a pair crossing r_c changes no energy (the forces stay the same).</source>
        <translation>Soustraire U(r_c) = −0,016ε à chaque paire en deçà du rayon de coupure, pour qu’une paire qui franchit r_c ne change pas l’énergie (les forces restent les mêmes).</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Temps d’équilibrage</translation>
    </message>
    <message>
        <source>Time averages start this long after the reset or the last change of temperature, τ or Δt.</source>
        <translation>Les moyennes temporelles commencent ce délai après la réinitialisation ou le dernier changement de température, τ ou Δt.</translation>
    </message>
    <message>
        <source>g(r), last 500 steps</source>
        <translation>g(r), 500 derniers pas</translation>
    </message>
    <message>
        <source>the closest pair</source>
        <translation>la paire la plus proche</translation>
    </message>
    <message>
        <source>Lennard-Jones matter: gas, liquid drops, crystal</source>
        <translation>Matière de Lennard-Jones : gaz, gouttes liquides, cristal</translation>
    </message>
    <message>
        <source>Atoms with the Lennard-Jones potential and a thermostat: cool the gas and watch drops condense and freeze.</source>
        <translation>Des atomes avec le potentiel de Lennard-Jones et un thermostat : refroidissez le gaz et regardez des gouttes se condenser et geler.</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   cell lists</source>
        <translation>t = %1   N = %2   kT = %3 ε (cible %4)   U/N = %5 ε   P = %6 ε/σ²   listes de cellules</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   all pairs (small box)</source>
        <translation>t = %1   N = %2   kT = %3 ε (cible %4)   U/N = %5 ε   P = %6 ε/σ²   toutes les paires (petite boîte)</translation>
    </message>
    <message>
        <source>Lennard-Jones fluid: the run diverged at t = %1.</source>
        <translation>Fluide de Lennard-Jones : la simulation a divergé à t = %1.</translation>
    </message>
    <message numerus="yes">
        <source>Lennard-Jones fluid of %n atoms: temperature kT = %1 ε (target %2 ε), potential energy %3 ε per atom, pressure %4 ε/σ².</source>
        <translation>
            <numerusform>Fluide de Lennard-Jones de %n atomes : température kT = %1 ε (cible %2 ε), énergie potentielle %3 ε par atome, pression %4 ε/σ².</numerusform>
            <numerusform>Fluide de Lennard-Jones de %n atomes : température kT = %1 ε (cible %2 ε), énergie potentielle %3 ε par atome, pression %4 ε/σ².</numerusform>
        </translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;density&apos;: the box (side %1 σ) must be at least twice the cut-off 2.5σ: use more atoms or a lower density.</source>
        <translation>paramètres &apos;count&apos; et &apos;density&apos; : la boîte (côté %1 σ) doit faire au moins deux fois le rayon de coupure 2,5σ : prenez plus d’atomes ou une masse volumique plus faible.</translation>
    </message>
    <message>
        <source>every %1 steps from t = %2</source>
        <translation>tous les %1 pas à partir de t = %2</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 σ√(m/ε): atoms came so close that the r⁻¹² repulsion blew up. Lower the time step Δt and reset.</source>
        <translation>La simulation a divergé à t = %1 σ√(m/ε)&#xa0;: des atomes se sont tant approchés que la répulsion en r⁻¹² a explosé. Réduisez le pas de temps Δt et réinitialisez.</translation>
    </message>
    <message>
        <source>the state has %1 atoms where the parameters place %2</source>
        <translation>l’état a %1 atomes là où les paramètres en placent %2</translation>
    </message>
    <message>
        <source>the fluid&apos;s potential or g(r) settings differ from the parameters&apos;</source>
        <translation>le potentiel ou les réglages de g(r) du fluide diffèrent de ceux des paramètres</translation>
    </message>
    <message>
        <source>the g(r) on show must be finite numbers ≥ 0</source>
        <translation>le g(r) affiché doit être fait de nombres finis ≥ 0</translation>
    </message>
    <message>
        <source>the fluid of a run that has not diverged holds an energy beyond the blow-up bound</source>
        <translation>le fluide d’une simulation qui n’a pas divergé a une énergie au-delà de la borne de divergence</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the time the averages start from is not a finite number ≥ 0</source>
        <translation>le début des moyennes temporelles n’est pas un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>time averages: their start time is not a time of the run</source>
        <translation>moyennes temporelles : leur début n’est pas un instant de la simulation</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Forward Euler</source>
        <translation>Euler explicite</translation>
    </message>
    <message>
        <source>Symplectic Euler</source>
        <translation>Euler symplectique</translation>
    </message>
    <message>
        <source>Heun</source>
        <translation>Heun</translation>
    </message>
    <message>
        <source>Midpoint</source>
        <translation>Point milieu</translation>
    </message>
    <message>
        <source>RK4</source>
        <translation>RK4</translation>
    </message>
    <message>
        <source>Velocity Verlet</source>
        <translation>Verlet vitesse</translation>
    </message>
    <message>
        <source>Speeds against 2D Maxwell–Boltzmann</source>
        <translation>Vitesses comparées à Maxwell–Boltzmann en 2D</translation>
    </message>
    <message>
        <source>speed v</source>
        <translation>vitesse v</translation>
    </message>
    <message>
        <source>density f(v)</source>
        <translation>densité f(v)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Maxwell–Boltzmann</source>
        <translation>Maxwell–Boltzmann</translation>
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
        <translation>λΔt maintenant</translation>
    </message>
    <message>
        <source>Region of Forward Euler</source>
        <translation>Région d’Euler explicite</translation>
    </message>
    <message>
        <source>Region of Symplectic Euler</source>
        <translation>Région d’Euler symplectique</translation>
    </message>
    <message>
        <source>Region of Heun</source>
        <translation>Région de Heun</translation>
    </message>
    <message>
        <source>Region of Midpoint</source>
        <translation>Région du point milieu</translation>
    </message>
    <message>
        <source>Region of RK4</source>
        <translation>Région de RK4</translation>
    </message>
    <message>
        <source>Region of Velocity Verlet</source>
        <translation>Région de Verlet vitesse</translation>
    </message>
    <message>
        <source>Δt over the stability limit</source>
        <translation>Δt rapporté à la limite de stabilité</translation>
    </message>
    <message>
        <source>no mode to read</source>
        <translation>aucun mode à lire</translation>
    </message>
    <message>
        <source>Predicted energy growth per second |R(z)|^(2/Δt)</source>
        <translation>Croissance prévue de l’énergie par seconde |R(z)|^(2/Δt)</translation>
    </message>
    <message>
        <source>the value is not a finite number (the simulation may have diverged)</source>
        <translation>la valeur n’est pas un nombre fini (la simulation a peut-être divergé)</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Graine aléatoire</translation>
    </message>
    <message>
        <source>Seed of the random engine: the same seed gives the same run.</source>
        <translation>Graine du générateur aléatoire : la même graine donne la même simulation.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>Thermostat kT₀</source>
        <translation>Thermostat kT₀</translation>
    </message>
    <message>
        <source>LAMMPS log: Temp</source>
        <translation>Journal LAMMPS : Temp</translation>
    </message>
    <message>
        <source>Energy per atom</source>
        <translation>Énergie par atome</translation>
    </message>
    <message>
        <source>energy / N</source>
        <translation>énergie / N</translation>
    </message>
    <message>
        <source>Potential U/N</source>
        <translation>Potentielle U/N</translation>
    </message>
    <message>
        <source>Total (K + U)/N</source>
        <translation>Totale (K + U)/N</translation>
    </message>
    <message>
        <source>LAMMPS log: PotEng</source>
        <translation>Journal LAMMPS : PotEng</translation>
    </message>
    <message>
        <source>LAMMPS log: TotEng</source>
        <translation>Journal LAMMPS : TotEng</translation>
    </message>
    <message>
        <source>Shadow H̃/N (Verlet)</source>
        <translation>Énergie fantôme H̃/N (Verlet)</translation>
    </message>
    <message>
        <source>Pressure (virial)</source>
        <translation>Pression (viriel)</translation>
    </message>
    <message>
        <source>Virial P</source>
        <translation>Viriel P</translation>
    </message>
    <message>
        <source>P + ΔP (tail beyond r_c)</source>
        <translation>P + ΔP (queue au-delà de r_c)</translation>
    </message>
    <message>
        <source>LAMMPS log: Press</source>
        <translation>Journal LAMMPS : Press</translation>
    </message>
    <message>
        <source>Radial distribution function</source>
        <translation>Fonction de distribution radiale</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial, force cut at r_c)</source>
        <translation>Pression P = (K + ½Σ r·F)/A (viriel, force coupée en r_c)</translation>
    </message>
    <message>
        <source>what LAMMPS&apos;s thermo column Press reports for pair_style lj/cut in 2D</source>
        <translation>ce que la colonne thermo Press de LAMMPS donne pour pair_style lj/cut en 2D</translation>
    </message>
    <message>
        <source>Tail correction ΔP (pairs beyond r_c, g = 1)</source>
        <translation>Correction de queue ΔP (paires au-delà de r_c, g = 1)</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Température kT</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Énergie potentielle par atome U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Énergie totale par atome (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure with the tail P + ΔP</source>
        <translation>Pression avec la queue P + ΔP</translation>
    </message>
    <message>
        <source>Tail correction of U/N (beyond r_c)</source>
        <translation>Correction de queue de U/N (au-delà de r_c)</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Densité en nombre</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Côté de la boîte</translation>
    </message>
    <message>
        <source>Samples in the time averages</source>
        <translation>Échantillons dans les moyennes temporelles</translation>
    </message>
    <message>
        <source>Its standard error</source>
        <translation>Son erreur type</translation>
    </message>
    <message>
        <source>Time average ⟨P⟩ + ΔP (tail)</source>
        <translation>Moyenne temporelle ⟨P⟩ + ΔP (queue)</translation>
    </message>
    <message>
        <source>Height of the first peak of g(r)</source>
        <translation>Hauteur du premier pic de g(r)</translation>
    </message>
    <message>
        <source>Position of the first peak of g(r)</source>
        <translation>Position du premier pic de g(r)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>Time average ⟨kT⟩</source>
        <translation>Moyenne temporelle ⟨kT⟩</translation>
    </message>
    <message>
        <source>Time average ⟨U/N⟩</source>
        <translation>Moyenne temporelle ⟨U/N⟩</translation>
    </message>
    <message>
        <source>Time average ⟨P (virial, cut at r_c)⟩</source>
        <translation>Moyenne temporelle ⟨P (viriel, coupé en r_c)⟩</translation>
    </message>
    <message>
        <source>λΔt of Dormand–Prince 5(4) now</source>
        <translation>λΔt de Dormand–Prince 5(4) maintenant</translation>
    </message>
    <message>
        <source>λΔt of Heun–Euler 2(1) now</source>
        <translation>λΔt de Heun–Euler 2(1) maintenant</translation>
    </message>
    <message>
        <source>Region of Dormand–Prince 5(4)</source>
        <translation>Région de Dormand–Prince 5(4)</translation>
    </message>
    <message>
        <source>Region of Heun–Euler 2(1)</source>
        <translation>Région de Heun–Euler 2(1)</translation>
    </message>
    <message>
        <source>Stability meter: z = λΔt and the regions</source>
        <translation>Indicateur de stabilité : z = λΔt et les régions</translation>
    </message>
    <message>
        <source>Symplectic Euler force</source>
        <translation>Euler symplectique : force</translation>
    </message>
    <message>
        <source>Forward Euler force</source>
        <translation>Euler explicite : force</translation>
    </message>
    <message>
        <source>Symplectic Euler velocity</source>
        <translation>Euler symplectique : vitesse</translation>
    </message>
    <message>
        <source>Forward Euler velocity</source>
        <translation>Euler explicite : vitesse</translation>
    </message>
    <message>
        <source>Symplectic Euler position</source>
        <translation>Euler symplectique : position</translation>
    </message>
    <message>
        <source>Forward Euler position</source>
        <translation>Euler explicite : position</translation>
    </message>
    <message>
        <source>Heun predictor</source>
        <translation>Heun : prédicteur</translation>
    </message>
    <message>
        <source>Heun corrector</source>
        <translation>Heun : correcteur</translation>
    </message>
    <message>
        <source>Midpoint half step</source>
        <translation>Point milieu : demi-pas</translation>
    </message>
    <message>
        <source>Midpoint full step</source>
        <translation>Point milieu : pas entier</translation>
    </message>
    <message>
        <source>RK4 slope k₁</source>
        <translation>RK4 : pente k₁</translation>
    </message>
    <message>
        <source>RK4 slope k₂</source>
        <translation>RK4 : pente k₂</translation>
    </message>
    <message>
        <source>RK4 slope k₃</source>
        <translation>RK4 : pente k₃</translation>
    </message>
    <message>
        <source>RK4 slope k₄ and update</source>
        <translation>RK4 : pente k₄ et mise à jour</translation>
    </message>
    <message>
        <source>Verlet half kick</source>
        <translation>Verlet : demi-impulsion</translation>
    </message>
    <message>
        <source>Verlet drift</source>
        <translation>Verlet : dérive</translation>
    </message>
    <message>
        <source>no oscillating mode in %1 (λ real ≥ 0: the motion itself runs away there, whatever the method)</source>
        <translation>aucun mode oscillant dans %1 (λ réel ≥ 0 : c’est le mouvement lui-même qui s’emballe, quelle que soit la méthode)</translation>
    </message>
    <message>
        <source>%1 is stable at no Δt for %2</source>
        <translation>%1 n’est stable pour aucun Δt pour %2</translation>
    </message>
    <message>
        <source>Δt is %1 of the stability limit of %2 for %3</source>
        <translation>Δt vaut %1 fois la limite de stabilité de %2 pour %3</translation>
    </message>
    <message>
        <source>%1: energy grows by a factor %2 per second</source>
        <translation>%1 : l’énergie croît d’un facteur %2 par seconde</translation>
    </message>
    <message>
        <source>%1: no mode grows</source>
        <translation>%1 : aucun mode ne croît</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; for lesson &apos;%2&apos;</source>
        <translation>paramètre inconnu &apos;%1&apos; pour la leçon &apos;%2&apos;</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a finite number</source>
        <translation>paramètre &apos;%1&apos; : %2 n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to compute with (smaller than 2.2e-308); use 0</source>
        <translation>paramètre &apos;%1&apos; : %2 est trop proche de zéro pour calculer avec (inférieur à 2,2e-308) ; utilisez 0</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a whole number</source>
        <translation>paramètre &apos;%1&apos; : %2 n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: a flag is 0 or 1, not %2</source>
        <translation>paramètre &apos;%1&apos; : un interrupteur vaut 0 ou 1, pas %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2%3 is out of range [%4, %5]%3</source>
        <translation>paramètre &apos;%1&apos; : %2%3 est hors de l’intervalle [%4 ; %5]%3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose one of: %3)</source>
        <translation>paramètre &apos;%1&apos; : choix inconnu %2 (choisissez parmi : %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: choose at least one of: %2</source>
        <translation>paramètre &apos;%1&apos; : choisissez au moins l’un de : %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose from: %3)</source>
        <translation>paramètre &apos;%1&apos; : choix inconnu %2 (choisissez parmi : %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: &apos;%2&apos; is chosen twice; name each choice once</source>
        <translation>paramètre &apos;%1&apos; : &apos;%2&apos; est choisi deux fois ; nommez chaque choix une seule fois</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a number</source>
        <translation>paramètre &apos;%1&apos; : %2 n’est pas un nombre</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to represent (smaller than 2.2e-308); use 0</source>
        <translation>paramètre &apos;%1&apos; : %2 est trop proche de zéro pour être représenté (inférieur à 2,2e-308) ; utilisez 0</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too large to represent (larger than 1.8e308)</source>
        <translation>paramètre &apos;%1&apos; : %2 est trop grand pour être représenté (supérieur à 1,8e308)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown kind</source>
        <translation>paramètre &apos;%1&apos; : type inconnu</translation>
    </message>
    <message>
        <source>averaging needs %1 samples (%2); %3 so far</source>
        <translation>la moyenne demande %1 échantillons (%2) ; %3 jusqu’ici</translation>
    </message>
    <message>
        <source>± %1 over %2 samples since t = %3 (%4)</source>
        <translation>± %1 sur %2 échantillons depuis t = %3 (%4)</translation>
    </message>
    <message>
        <source>%1: standard error</source>
        <translation>%1 : erreur type</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples</source>
        <translation>moyenne par blocs (Flyvbjerg–Petersen, niveau choisi par le test de Jonsson) : blocs de %1 échantillons</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples; no level with uncorrelated blocks yet, the largest estimate is shown: run longer</source>
        <translation>moyenne par blocs (Flyvbjerg–Petersen, niveau choisi par le test de Jonsson) : blocs de %1 échantillons ; aucun niveau à blocs non corrélés pour l’instant, la plus grande estimation est affichée : prolongez la simulation</translation>
    </message>
    <message>
        <source>a state saved by an older ParticleLab (format version %1) does not fit lesson &apos;%2&apos;: %3</source>
        <translation>un état enregistré par une version antérieure de ParticleLab (version de format %1) ne convient pas à la leçon « %2 » : %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be %2</source>
        <translation>le champ « %1 » doit être %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>le champ « %1 » est absent</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1: nested more than %2 levels deep (no session nests so deep; the file was made by hand or damaged)</source>
        <translation>%1 : imbriqué sur plus de %2 niveaux (aucune séance n’est si profonde ; le fichier a été fait à la main ou est endommagé)</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1 : JSON non valide (%2)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (the file is not a JSON object)</source>
        <translation>ce n’est pas une séance ParticleLab (le fichier n’est pas un objet JSON)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (&quot;%1&quot; is not &quot;%2&quot;)</source>
        <translation>ce n’est pas une séance ParticleLab (« %1 » n’est pas « %2 »)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this ParticleLab reads versions 1 to %2)</source>
        <translation>la version de format %1 n’est pas prise en charge (ce ParticleLab lit les versions 1 à %2)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (a session has %2)</source>
        <translation>champ inconnu « %1 » (une séance a %2)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be an object (a scene file&apos;s content)</source>
        <translation>le champ « %1 » doit être un objet (le contenu d’un fichier de scène)</translation>
    </message>
    <message>
        <source>the lesson is &apos;%1&apos;, a built-in lesson, but the file embeds a &quot;%2&quot; (only a scene opened from a file is saved with its scene)</source>
        <translation>la leçon est « %1 », une leçon intégrée, mais le fichier contient une « %2 » (seule une scène ouverte depuis un fichier est enregistrée avec sa scène)</translation>
    </message>
    <message>
        <source>unknown lesson &apos;%1&apos;</source>
        <translation>leçon inconnue « %1 »</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; must be a string such as &quot;%2&quot;</source>
        <translation>le paramètre « %1 » doit être une chaîne telle que « %2 »</translation>
    </message>
    <message>
        <source>an array [x, y]</source>
        <translation>une liste [x, y]</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be [x, y]</source>
        <translation>le champ « %1 » doit être [x, y]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>the view&apos;s centre and scale must be finite, the scale ≥ 0</source>
        <translation>le centre et l’échelle de la vue doivent être finis, l’échelle ≥ 0</translation>
    </message>
    <message>
        <source>the payload&apos;s encoding is not &quot;%1&quot;</source>
        <translation>l’encodage des données n’est pas « %1 »</translation>
    </message>
    <message>
        <source>the payload is not base64 text (damaged or edited by hand)</source>
        <translation>les données ne sont pas du texte base64 (endommagées ou modifiées à la main)</translation>
    </message>
    <message>
        <source>the payload is truncated (%1 bytes where %2 were saved)</source>
        <translation>les données sont tronquées (%1 octets là où %2 ont été enregistrés)</translation>
    </message>
    <message>
        <source>the payload is damaged (its checksum does not match; was it edited?)</source>
        <translation>les données sont endommagées (leur somme de contrôle ne correspond pas ; ont-elles été modifiées ?)</translation>
    </message>
    <message>
        <source>the payload cannot be read (%1)</source>
        <translation>les données ne peuvent pas être lues (%1)</translation>
    </message>
    <message>
        <source>the moment on show lies outside the run</source>
        <translation>l’instant affiché est en dehors de la simulation</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2, but the run stands at tick %3</source>
        <translation>le champ « %1 » vaut %2, mais la simulation en est au pas %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be a finite number ≥ 0 (s)</source>
        <translation>le champ « %1 » doit être un nombre fini ≥ 0 (s)</translation>
    </message>
    <message>
        <source>the saved state does not fit lesson &apos;%1&apos;: %2</source>
        <translation>l’état enregistré ne convient pas à la leçon « %1 » : %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2 s, but the run stands at t = %3 s</source>
        <translation>le champ « %1 » vaut %2 s, mais la simulation en est à t = %3 s</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: %2</source>
        <translation>branche « %1 » : %2</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: its ghost lies outside it</source>
        <translation>branche « %1 » : son fantôme est en dehors d’elle</translation>
    </message>
    <message>
        <source>the ghost of branch &apos;%1&apos; does not fit lesson &apos;%2&apos;: %3</source>
        <translation>le fantôme de la branche « %1 » ne convient pas à la leçon « %2 » : %3</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>%1 has %2 runs, the chosen methods %3</source>
        <translation>%1 a %2 simulations, les méthodes choisies %3</translation>
    </message>
    <message>
        <source>run %1 of %2 is not of the chosen method %3</source>
        <translation>la simulation %1 de %2 n’est pas de la méthode choisie %3</translation>
    </message>
    <message>
        <source>the grabbed particle %1 does not exist</source>
        <translation>la particule saisie %1 n’existe pas</translation>
    </message>
    <message>
        <source>the grabbed particle&apos;s mass must be positive</source>
        <translation>la masse de la particule saisie doit être positive</translation>
    </message>
    <message>
        <source>the grabbed particle is not held in place</source>
        <translation>la particule saisie n’est pas maintenue en place</translation>
    </message>
    <message>
        <source>a particle system must have %1 particles, each with a position, velocity, force and mass</source>
        <translation>un système de particules doit avoir %1 particules, chacune avec une position, une vitesse, une force et une masse</translation>
    </message>
    <message>
        <source>particle %1 has a zero or negative mass</source>
        <translation>la particule %1 a une masse nulle ou négative</translation>
    </message>
    <message>
        <source>a particle system&apos;s time is not a time of the run</source>
        <translation>le temps d’un système de particules n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity beyond its blow-up bound or a force that is not finite</source>
        <translation>une simulation qui n’a pas divergé a une position ou une vitesse au-delà de sa borne de divergence, ou une force non finie</translation>
    </message>
    <message>
        <source>the state has %1 runs where the parameters ask for %2</source>
        <translation>l’état a %1 simulations là où les paramètres en demandent %2</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>l’instant de divergence d’une simulation n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the gas&apos;s counters hold a time that is not a time of the run</source>
        <translation>les compteurs du gaz contiennent un temps qui n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the gas&apos;s wall impulse or path length is not finite</source>
        <translation>l’impulsion sur les parois ou le parcours du gaz n’est pas fini</translation>
    </message>
    <message>
        <source>the gas&apos;s collision counts must be ≥ 0</source>
        <translation>les nombres de collisions du gaz doivent être ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s arrays must all have one entry per disk</source>
        <translation>les tableaux du gaz doivent tous avoir une entrée par disque</translation>
    </message>
    <message>
        <source>the gas&apos;s disk identities and slots do not match</source>
        <translation>les identités et les emplacements des disques du gaz ne correspondent pas</translation>
    </message>
    <message>
        <source>a disk has a zero, negative or infinite mass or radius</source>
        <translation>un disque a une masse ou un rayon nul, négatif ou infini</translation>
    </message>
    <message>
        <source>the gas&apos;s box must have a finite, positive size</source>
        <translation>la boîte du gaz doit avoir une taille finie et positive</translation>
    </message>
    <message>
        <source>the gas&apos;s time and step count must be finite numbers ≥ 0</source>
        <translation>le temps et le nombre de pas du gaz doivent être des nombres finis ≥ 0</translation>
    </message>
    <message>
        <source>a candidate pair names a disk the gas does not have</source>
        <translation>une paire candidate désigne un disque que le gaz n’a pas</translation>
    </message>
    <message>
        <source>the area the gas&apos;s disks cover is not a finite number ≥ 0</source>
        <translation>l’aire couverte par les disques du gaz n’est pas un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s piston has a speed or travel that is not finite</source>
        <translation>le piston du gaz a une vitesse ou une course non finie</translation>
    </message>
    <message>
        <source>the gas&apos;s wall temperature is not a finite number ≥ 0</source>
        <translation>la température des parois du gaz n’est pas un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>a disk lies outside the gas&apos;s box or is not finite</source>
        <translation>un disque est hors de la boîte du gaz ou n’est pas fini</translation>
    </message>
    <message>
        <source>a disk&apos;s velocity is not finite or the gas&apos;s energy overflows</source>
        <translation>la vitesse d’un disque n’est pas finie ou l’énergie du gaz déborde</translation>
    </message>
    <message>
        <source>the fluid&apos;s settings (mass, σ, ε, cut-off, thermostat) are not acceptable</source>
        <translation>les réglages du fluide (masse, σ, ε, rayon de coupure, thermostat) ne sont pas acceptables</translation>
    </message>
    <message>
        <source>the fluid&apos;s arrays must all have one entry per atom</source>
        <translation>les tableaux du fluide doivent tous avoir une entrée par atome</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list is damaged</source>
        <translation>la liste de voisins du fluide est endommagée</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list names an atom it does not have</source>
        <translation>la liste de voisins du fluide désigne un atome qu’il n’a pas</translation>
    </message>
    <message>
        <source>the fluid&apos;s g(r) counts do not match its bins</source>
        <translation>les comptages de g(r) du fluide ne correspondent pas à ses classes</translation>
    </message>
    <message>
        <source>the fluid&apos;s box, time and step count must be finite numbers ≥ 0</source>
        <translation>la boîte, le temps et le nombre de pas du fluide doivent être des nombres finis ≥ 0</translation>
    </message>
    <message>
        <source>an atom&apos;s velocity, force or energy is not finite</source>
        <translation>la vitesse, la force ou l’énergie d’un atome n’est pas finie</translation>
    </message>
    <message>
        <source>an atom lies outside the periodic box or is not finite</source>
        <translation>un atome est hors de la boîte périodique ou n’est pas fini</translation>
    </message>
    <message>
        <source>the fluid&apos;s kinetic energy, potential energy or virial is not finite</source>
        <translation>l’énergie cinétique, l’énergie potentielle ou le viriel du fluide n’est pas fini</translation>
    </message>
    <message>
        <source>the saved values lack parameter &apos;%1&apos;</source>
        <translation>il manque le paramètre « %1 » aux valeurs enregistrées</translation>
    </message>
    <message>
        <source>the state is damaged or incomplete (%1)</source>
        <translation>l’état est endommagé ou incomplet (%1)</translation>
    </message>
    <message>
        <source>the state has bytes left over after the lesson read it</source>
        <translation>il reste des octets de l’état après sa lecture par la leçon</translation>
    </message>
    <message>
        <source>the state is not acceptable: %1</source>
        <translation>l’état n’est pas acceptable : %1</translation>
    </message>
    <message>
        <source>the run has no keyframe at its start</source>
        <translation>la simulation n’a pas d’image clé à son début</translation>
    </message>
    <message>
        <source>the run&apos;s keyframes are out of order</source>
        <translation>les images clés de la simulation ne sont pas dans l’ordre</translation>
    </message>
    <message>
        <source>a keyframe lies beyond the end of the run</source>
        <translation>une image clé est au-delà de la fin de la simulation</translation>
    </message>
    <message>
        <source>the run&apos;s event log is out of order</source>
        <translation>le journal des événements de la simulation n’est pas dans l’ordre</translation>
    </message>
    <message>
        <source>the run&apos;s stage marks are out of order</source>
        <translation>les marques d’étapes intermédiaires de la simulation ne sont pas dans l’ordre</translation>
    </message>
    <message>
        <source>the run&apos;s keyframe settings are invalid</source>
        <translation>les réglages des images clés de la simulation ne sont pas valides</translation>
    </message>
    <message>
        <source>a matrix in the state has an impossible size</source>
        <translation>une matrice de l’état a une taille impossible</translation>
    </message>
    <message>
        <source>a random engine in the state is damaged</source>
        <translation>un générateur aléatoire de l’état est endommagé</translation>
    </message>
    <message>
        <source>a random distribution in the state is damaged</source>
        <translation>une loi aléatoire de l’état est endommagée</translation>
    </message>
    <message>
        <source>time averages: %1</source>
        <translation>moyennes temporelles : %1</translation>
    </message>
    <message>
        <source>time averages: the three quantities count different numbers of samples</source>
        <translation>moyennes temporelles : les trois grandeurs ne comptent pas le même nombre d’échantillons</translation>
    </message>
    <message>
        <source>time averages: their start time is not a number</source>
        <translation>moyennes temporelles : leur début n’est pas un nombre</translation>
    </message>
    <message>
        <source>the averages&apos; sample lists differ in length</source>
        <translation>les listes d’échantillons des moyennes n’ont pas la même longueur</translation>
    </message>
    <message>
        <source>boundary needs a style for x, y and z</source>
        <translation>boundary demande un style pour x, y et z</translation>
    </message>
    <message>
        <source>read_data names no file</source>
        <translation>read_data ne nomme aucun fichier</translation>
    </message>
    <message>
        <source>expected &apos;mass TYPE M&apos; with a type from 1 and M &gt; 0</source>
        <translation>attendu : &apos;mass TYPE M&apos; avec un type à partir de 1 et M &gt; 0</translation>
    </message>
    <message>
        <source>only &apos;pair_style lj/cut RC&apos; is read, found %1</source>
        <translation>seul &apos;pair_style lj/cut RC&apos; est lu, trouvé : %1</translation>
    </message>
    <message>
        <source>the lj/cut cut-off %1 is not a positive number</source>
        <translation>le rayon de coupure lj/cut %1 n’est pas un nombre positif</translation>
    </message>
    <message>
        <source>expected &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; with types from 1, EPSILON ≥ 0 and SIGMA &gt; 0</source>
        <translation>attendu : &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; avec des types à partir de 1, EPSILON ≥ 0 et SIGMA &gt; 0</translation>
    </message>
    <message>
        <source>the pair cut-off %1 is not a positive number</source>
        <translation>le rayon de coupure %1 de la paire n’est pas un nombre positif</translation>
    </message>
    <message>
        <source>the group&apos;s type %1 is not a type number</source>
        <translation>le type %1 du groupe n’est pas un numéro de type</translation>
    </message>
    <message>
        <source>the wall position %1 of %2 is not a number (EDGE and variables are not read)</source>
        <translation>la position de paroi %1 de %2 n’est pas un nombre (EDGE et les variables ne sont pas lus)</translation>
    </message>
    <message>
        <source>the ATOMS header has no &apos;id&apos; column</source>
        <translation>l’en-tête ATOMS n’a pas de colonne &apos;id&apos;</translation>
    </message>
    <message>
        <source>the ATOMS header has no positions (x y, xs ys or xu yu)</source>
        <translation>l’en-tête ATOMS n’a pas de positions (x y, xs ys ou xu yu)</translation>
    </message>
    <message>
        <source>the ATOMS header has only one of the velocity columns vx, vy</source>
        <translation>l’en-tête ATOMS n’a qu’une des colonnes de vitesse vx, vy</translation>
    </message>
    <message>
        <source>the file ends where %1 should be (truncated?)</source>
        <translation>le fichier se termine là où %1 devrait se trouver (tronqué ?)</translation>
    </message>
    <message>
        <source>expected %1 to begin a frame, found %2</source>
        <translation>attendu : %1 au début d’une image, trouvé : %2</translation>
    </message>
    <message>
        <source>the file ends where the timestep should be (truncated?)</source>
        <translation>le fichier se termine là où devrait se trouver le pas de temps (tronqué ?)</translation>
    </message>
    <message>
        <source>%1 is not a timestep number</source>
        <translation>%1 n’est pas un numéro de pas de temps</translation>
    </message>
    <message>
        <source>the file ends where the value of %1 should be (truncated?)</source>
        <translation>le fichier se termine là où devrait se trouver la valeur de %1 (tronqué ?)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>attendu : %1, trouvé : %2</translation>
    </message>
    <message>
        <source>the file ends where the number of atoms should be (truncated?)</source>
        <translation>le fichier se termine là où devrait se trouver le nombre d’atomes (tronqué ?)</translation>
    </message>
    <message>
        <source>%1 is not a number of atoms</source>
        <translation>%1 n’est pas un nombre d’atomes</translation>
    </message>
    <message>
        <source>a triclinic box (tilt factors xy xz yz): only orthogonal boxes are read</source>
        <translation>une boîte triclinique (facteurs d’inclinaison xy xz yz) : seules les boîtes orthogonales sont lues</translation>
    </message>
    <message>
        <source>the file ends where the box bounds should be (truncated?)</source>
        <translation>le fichier se termine là où devraient se trouver les bornes de la boîte (tronqué ?)</translation>
    </message>
    <message>
        <source>expected two finite box bounds lo &lt; hi, found %1</source>
        <translation>attendu : deux bornes de boîte finies lo &lt; hi, trouvé : %1</translation>
    </message>
    <message>
        <source>this frame&apos;s columns differ from the first frame&apos;s (%1)</source>
        <translation>les colonnes de cette image diffèrent de celles de la première image (%1)</translation>
    </message>
    <message>
        <source>this frame has %1 atoms, the first frame %2 (atoms lost or added are not supported)</source>
        <translation>cette image a %1 atomes, la première image %2 (les atomes perdus ou ajoutés ne sont pas pris en charge)</translation>
    </message>
    <message>
        <source>the frame at timestep %1 claims %2 atoms, but the rest of the file holds at most %3 atom rows (truncated, or a wrong NUMBER OF ATOMS?)</source>
        <translation>l’image au pas de temps %1 annonce %2 atomes, mais le reste du fichier contient au plus %3 lignes d’atomes (tronqué, ou NUMBER OF ATOMS erroné ?)</translation>
    </message>
    <message>
        <source>the file ends after %1 of %2 atoms of the frame at timestep %3 (truncated?)</source>
        <translation>le fichier se termine après %1 des %2 atomes de l’image au pas de temps %3 (tronqué ?)</translation>
    </message>
    <message>
        <source>an atom row with %1 values; the ATOMS header names %2 columns</source>
        <translation>une ligne d’atome avec %1 valeurs ; l’en-tête ATOMS nomme %2 colonnes</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2)</source>
        <translation>%1 n’est pas un nombre fini (colonne %2)</translation>
    </message>
    <message>
        <source>%1 is not a number (column %2)</source>
        <translation>%1 n’est pas un nombre (colonne %2)</translation>
    </message>
    <message>
        <source>the atom type %1 is not a whole number from 1 to 1000</source>
        <translation>le type d’atome %1 n’est pas un nombre entier de 1 à 1000</translation>
    </message>
    <message>
        <source>the frame at timestep %1 lists an atom id twice</source>
        <translation>l’image au pas de temps %1 contient deux fois le même identifiant d’atome</translation>
    </message>
    <message>
        <source>no frame: the file is empty</source>
        <translation>aucune image : le fichier est vide</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>attendu : %1 valeurs, trouvé : %2</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 n’est pas un nombre</translation>
    </message>
    <message>
        <source>velocity of atom %1, which is not the atom listed at that place in Atoms</source>
        <translation>vitesse de l’atome %1, qui n’est pas l’atome listé à cette place dans Atoms</translation>
    </message>
    <message>
        <source>no &apos;N atoms&apos; line in the header</source>
        <translation>aucune ligne &apos;N atoms&apos; dans l’en-tête</translation>
    </message>
    <message>
        <source>the header announces %1 atoms, the Atoms section lists %2</source>
        <translation>l’en-tête annonce %1 atomes, la section Atoms en liste %2</translation>
    </message>
    <message>
        <source>the Velocities section lists %1 of %2 atoms</source>
        <translation>la section Velocities liste %1 des %2 atomes</translation>
    </message>
    <message>
        <source>this thermo table&apos;s columns differ from those of the first table; only runs with one thermo_style are read</source>
        <translation>les colonnes de cette table thermo diffèrent de celles de la première table ; seuls les calculs avec un seul thermo_style sont lus</translation>
    </message>
    <message>
        <source>a thermo row with %1 values; the header at line %2 names %3 columns</source>
        <translation>une ligne thermo avec %1 valeurs ; l’en-tête à la ligne %2 nomme %3 colonnes</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2; did the LAMMPS run blow up?)</source>
        <translation>%1 n’est pas un nombre fini (colonne %2 ; le calcul LAMMPS a-t-il divergé ?)</translation>
    </message>
    <message>
        <source>the file ends inside the thermo table begun at line %1, after %2 rows, without its &apos;Loop time&apos; line (truncated, or LAMMPS is still running?)</source>
        <translation>le fichier se termine dans la table thermo commencée à la ligne %1, après %2 lignes, sans sa ligne &apos;Loop time&apos; (tronqué, ou LAMMPS tourne-t-il encore ?)</translation>
    </message>
    <message>
        <source>no thermo table (a line &apos;Step …&apos; followed by rows)</source>
        <translation>aucune table thermo (une ligne &apos;Step …&apos; suivie de lignes)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a character device (it never ends)</source>
        <translation>un périphérique caractère (il ne finit jamais)</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique bloc</translation>
    </message>
    <message>
        <source>a FIFO (a named pipe)</source>
        <translation>une FIFO (un tube nommé)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>une socket</translation>
    </message>
    <message>
        <source>not a file that can be read</source>
        <translation>pas un fichier lisible</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission refusée</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>N’est pas un dossier</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Est un dossier</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nom de fichier trop long</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erreur d’entrée/sortie</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Trop de fichiers ouverts</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>Impossible d’allouer de la mémoire</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>ne peut pas être ouvert (%1)</translation>
    </message>
    <message>
        <source>is %1, not a regular file</source>
        <translation>est %1, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>reading was interrupted</source>
        <translation>la lecture a été interrompue</translation>
    </message>
    <message>
        <source>is larger than %1, the most %2 may have</source>
        <translation>dépasse %1, le maximum pour %2</translation>
    </message>
    <message>
        <source>a LAMMPS input deck</source>
        <translation>un script d’entrée LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS dump</source>
        <translation>un dump LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS data file</source>
        <translation>un fichier de données LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS log</source>
        <translation>un journal LAMMPS</translation>
    </message>
    <message>
        <source>its embedded scene</source>
        <translation>sa scène intégrée</translation>
    </message>
    <message>
        <source>a session file</source>
        <translation>un fichier de séance</translation>
    </message>
    <message>
        <source>a true/false value is stored as %1, neither 0 nor 1 (damaged)</source>
        <translation>une valeur vrai/faux est enregistrée comme %1, ni 0 ni 1 (endommagé)</translation>
    </message>
    <message>
        <source>it ends before everything in it was read</source>
        <translation>les données s’arrêtent avant que tout ait été lu</translation>
    </message>
    <message>
        <source>a choice in it names an alternative that does not exist</source>
        <translation>un choix y désigne une option qui n’existe pas</translation>
    </message>
    <message>
        <source>a size in it asks for more memory than there is</source>
        <translation>une taille y demande plus de mémoire qu’il n’y en a</translation>
    </message>
    <message>
        <source>a list in it claims an impossible length</source>
        <translation>une liste y annonce une longueur impossible</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>value</source>
        <translation>une valeur</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>une clé d’objet</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>un séparateur d’objet</translation>
    </message>
    <message>
        <source>object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>array</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>le littéral true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>le littéral false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>le littéral null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>la fin du texte</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos; ou un littéral</translation>
    </message>
    <message>
        <source>&lt;parse error&gt;</source>
        <translation>&lt;erreur de lecture&gt;</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>un symbole inconnu</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>littéral non valide</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>chaîne non valide : le guillemet fermant manque</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>chaîne non valide : octet UTF-8 mal formé</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>chaîne non valide : caractère interdit après la barre oblique inverse</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>chaîne non valide : &apos;\u&apos; doit être suivi de 4 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>nombre non valide ; un chiffre est attendu après &apos;-&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>nombre non valide ; un chiffre est attendu après &apos;.&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>nombre non valide ; &apos;+&apos;, &apos;-&apos; ou un chiffre est attendu après l’exposant</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>nombre non valide ; un chiffre est attendu après le signe de l’exposant</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2</source>
        <translation>chaîne non valide : le caractère de contrôle %1 doit être échappé en %2</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;; expected %4</source>
        <translation>erreur de syntaxe en lisant %1 – %2 ; dernier texte lu : &apos;%3&apos; ; attendu : %4</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;</source>
        <translation>erreur de syntaxe en lisant %1 – %2 ; dernier texte lu : &apos;%3&apos;</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2; expected %3</source>
        <translation>erreur de syntaxe en lisant %1 – inattendu : %2 ; attendu : %3</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2</source>
        <translation>erreur de syntaxe en lisant %1 – inattendu : %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep (no scene nests so deep)</source>
        <translation>imbriqué sur plus de %1 niveaux (aucune scène n’est imbriquée aussi profondément)</translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON object)</source>
        <translation>le fichier est vide (un objet JSON est attendu)</translation>
    </message>
    <message>
        <source>the file ends too early (truncated?): %1</source>
        <translation>le fichier se termine trop tôt (tronqué ?) : %1</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>expected an object {…} (%1), found %2</source>
        <translation>un objet {…} est attendu (%1), trouvé : %2</translation>
    </message>
    <message>
        <source>expected a list […] (%1), found %2</source>
        <translation>une liste […] est attendue (%1), trouvé : %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; (expected one of: %2)</source>
        <translation>champ inconnu &apos;%1&apos; (attendu : l’un de %2)</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>le champ &apos;%1&apos; est absent</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>un nombre est attendu, trouvé : %1</translation>
    </message>
    <message>
        <source>the number is too large (not finite)</source>
        <translation>le nombre est trop grand (non fini)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>un nombre entier est attendu, trouvé : %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true ou false est attendu, trouvé : %1</translation>
    </message>
    <message>
        <source>expected a string &quot;…&quot;, found %1</source>
        <translation>une chaîne &quot;…&quot; est attendue, trouvé : %1</translation>
    </message>
    <message>
        <source>expected a pair of numbers [x, y], found %1</source>
        <translation>une paire de nombres [x, y] est attendue, trouvé : %1</translation>
    </message>
    <message>
        <source>a list of %1</source>
        <translation>une liste de %1 éléments</translation>
    </message>
    <message>
        <source>a scene file</source>
        <translation>un fichier de scène</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>le fichier %1</translation>
    </message>
    <message>
        <source>unknown colour &apos;%1&apos; (expected #rrggbb or one of: %2)</source>
        <translation>couleur inconnue &apos;%1&apos; (attendu : #rrggbb ou l’une de %2)</translation>
    </message>
    <message>
        <source>a scene</source>
        <translation>une scène</translation>
    </message>
    <message>
        <source>this is not a scene file: the format is &apos;%1&apos;, expected &apos;%2&apos;</source>
        <translation>ce n’est pas un fichier de scène : le format est &apos;%1&apos;, &apos;%2&apos; est attendu</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version 1)</source>
        <translation>la version %1 n’est pas prise en charge (ce programme lit la version 1)</translation>
    </message>
    <message>
        <source>the world rectangle shown</source>
        <translation>le rectangle du monde affiché</translation>
    </message>
    <message>
        <source>min must be below and left of max</source>
        <translation>min doit être en dessous et à gauche de max</translation>
    </message>
    <message>
        <source>the scene&apos;s texts by language (de, fr, es, pt_BR)</source>
        <translation>les textes de la scène par langue (de, fr, es, pt_BR)</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (expected one of: %2)</source>
        <translation>langue inconnue &apos;%1&apos; (attendu : l’une de %2)</translation>
    </message>
    <message>
        <source>the scene&apos;s title, description and questions in one language</source>
        <translation>le titre, la description et les questions de la scène dans une langue</translation>
    </message>
    <message>
        <source>the questions&apos; texts, in order</source>
        <translation>les textes des questions, dans l’ordre</translation>
    </message>
    <message>
        <source>the scene asks no questions (student.questions), so there are none to translate</source>
        <translation>la scène ne pose aucune question (student.questions), il n’y a donc rien à traduire</translation>
    </message>
    <message>
        <source>%1 for %2 of student.questions: give one text a question, in the same order</source>
        <translation>%1 pour %2 de student.questions : donnez un texte par question, dans le même ordre</translation>
    </message>
    <message numerus="yes">
        <source>%n question texts</source>
        <translation>
            <numerusform>%n texte de question</numerusform>
            <numerusform>%n textes de questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n questions</source>
        <translation>
            <numerusform>la %n question</numerusform>
            <numerusform>les %n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>the question&apos;s text is empty</source>
        <translation>le texte de la question est vide</translation>
    </message>
    <message>
        <source>%1 is not greater than 0 (%2)</source>
        <translation>%1 n’est pas supérieur à 0 (%2)</translation>
    </message>
    <message>
        <source>%1 is negative (%2; 0 or more)</source>
        <translation>%1 est négatif (%2 ; 0 ou plus)</translation>
    </message>
    <message>
        <source>%1 is outside [0, 1]</source>
        <translation>%1 est en dehors de [0, 1]</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos; (expected one of: %2)</source>
        <translation>intégrateur inconnu &apos;%1&apos; (attendu : l’un de %2)</translation>
    </message>
    <message>
        <source>a time step in s</source>
        <translation>un pas de temps en s</translation>
    </message>
    <message>
        <source>a time step of %1 s is longer than 1 s</source>
        <translation>un pas de temps de %1 s dépasse 1 s</translation>
    </message>
    <message>
        <source>a time step of %1 s is shorter than 1e-9 s</source>
        <translation>un pas de temps de %1 s est inférieur à 1e-9 s</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 1000</source>
        <translation>un nombre entier de 1 à 1000 est attendu</translation>
    </message>
    <message>
        <source>a drag coefficient in N·s/m</source>
        <translation>un coefficient de frottement en N·s/m</translation>
    </message>
    <message>
        <source>contacts between the particles</source>
        <translation>les contacts entre les particules</translation>
    </message>
    <message>
        <source>gravitation between the particles</source>
        <translation>la gravitation entre les particules</translation>
    </message>
    <message>
        <source>the particles</source>
        <translation>les particules</translation>
    </message>
    <message>
        <source>a scene needs at least one particle</source>
        <translation>une scène a besoin d’au moins une particule</translation>
    </message>
    <message>
        <source>a particle</source>
        <translation>une particule</translation>
    </message>
    <message>
        <source>the label &apos;%1&apos; is already used by particle %2</source>
        <translation>l’étiquette &apos;%1&apos; est déjà utilisée par la particule %2</translation>
    </message>
    <message>
        <source>a mass in kg</source>
        <translation>une masse en kg</translation>
    </message>
    <message>
        <source>a radius in m</source>
        <translation>un rayon en m</translation>
    </message>
    <message>
        <source>no particle is labelled &apos;%1&apos;</source>
        <translation>aucune particule ne porte l’étiquette &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a particle&apos;s label or index, found %1</source>
        <translation>l’étiquette ou le numéro d’une particule est attendu, trouvé : %1</translation>
    </message>
    <message>
        <source>there is no particle %1 (the scene has %2, numbered from 0)</source>
        <translation>il n’y a pas de particule %1 (la scène en a %2, numérotées à partir de 0)</translation>
    </message>
    <message>
        <source>expected two particles [a, b], found %1</source>
        <translation>deux particules [a, b] sont attendues, trouvé : %1</translation>
    </message>
    <message>
        <source>joins particle %1 to itself</source>
        <translation>relie la particule %1 à elle-même</translation>
    </message>
    <message>
        <source>a length in m</source>
        <translation>une longueur en m</translation>
    </message>
    <message>
        <source>the springs</source>
        <translation>les ressorts</translation>
    </message>
    <message>
        <source>a spring</source>
        <translation>un ressort</translation>
    </message>
    <message>
        <source>the rods (XPBD distance constraints)</source>
        <translation>les tiges (contraintes de distance XPBD)</translation>
    </message>
    <message>
        <source>a rod</source>
        <translation>une tige</translation>
    </message>
    <message>
        <source>the pressure bodies</source>
        <translation>les corps sous pression</translation>
    </message>
    <message>
        <source>a pressure body</source>
        <translation>un corps sous pression</translation>
    </message>
    <message>
        <source>the ring&apos;s particles, counter-clockwise</source>
        <translation>les particules de l’anneau, dans le sens antihoraire</translation>
    </message>
    <message>
        <source>a ring needs at least 3 particles, found %1</source>
        <translation>un anneau a besoin d’au moins 3 particules, trouvé : %1</translation>
    </message>
    <message>
        <source>particle %1 appears twice in the ring</source>
        <translation>la particule %1 apparaît deux fois dans l’anneau</translation>
    </message>
    <message>
        <source>the ring must run counter-clockwise around a positive area (its area is %1 m²)</source>
        <translation>l’anneau doit tourner dans le sens antihoraire autour d’une aire positive (son aire est %1 m²)</translation>
    </message>
    <message>
        <source>the walls</source>
        <translation>les parois</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>une paroi</translation>
    </message>
    <message>
        <source>the normal %1 has no direction (its length must be more than 1e-12)</source>
        <translation>la normale %1 n’a pas de direction (sa longueur doit dépasser 1e-12)</translation>
    </message>
    <message>
        <source>a box&apos;s min must be below and left of its max</source>
        <translation>le min d’une boîte doit être en dessous et à gauche de son max</translation>
    </message>
    <message>
        <source>unknown wall type &apos;%1&apos; (expected plane or box)</source>
        <translation>type de paroi inconnu &apos;%1&apos; (attendu : plane ou box)</translation>
    </message>
    <message>
        <source>a friction coefficient</source>
        <translation>un coefficient de frottement</translation>
    </message>
    <message>
        <source>the charts</source>
        <translation>les graphiques</translation>
    </message>
    <message>
        <source>the measurements</source>
        <translation>les mesures</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>un graphique</translation>
    </message>
    <message>
        <source>a measurement</source>
        <translation>une mesure</translation>
    </message>
    <message>
        <source>unknown quantity &apos;%1&apos; (expected one of: %2)</source>
        <translation>grandeur inconnue &apos;%1&apos; (attendu : l’une de %2)</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (expected %3)</source>
        <translation>%1 inconnu &apos;%2&apos; (attendu : %3)</translation>
    </message>
    <message>
        <source>the student mode</source>
        <translation>le mode élève</translation>
    </message>
    <message>
        <source>parameter names, or &quot;*&quot; for all</source>
        <translation>des noms de paramètres, ou &quot;*&quot; pour tous</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (expected &quot;*&quot; or one of: %2)</source>
        <translation>paramètre inconnu &apos;%1&apos; (attendu : &quot;*&quot; ou l’un de %2)</translation>
    </message>
    <message>
        <source>panel names</source>
        <translation>des noms de panneaux</translation>
    </message>
    <message>
        <source>panel</source>
        <translation>panneau</translation>
    </message>
    <message>
        <source>lessons, text, parameters, measurements or charts</source>
        <translation>lessons, text, parameters, measurements ou charts</translation>
    </message>
    <message>
        <source>ways out of student mode</source>
        <translation>des moyens de quitter le mode élève</translation>
    </message>
    <message>
        <source>way out</source>
        <translation>moyen de sortie</translation>
    </message>
    <message>
        <source>lessons, open or defaults</source>
        <translation>lessons, open ou defaults</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>des questions</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>une question</translation>
    </message>
    <message>
        <source>the question has no text</source>
        <translation>la question n’a pas de texte</translation>
    </message>
    <message>
        <source>a tolerance needs a numeric &quot;answer&quot;</source>
        <translation>une tolérance a besoin d’une &quot;answer&quot; numérique</translation>
    </message>
    <message>
        <source>the tolerance %1 is negative; it must be 0 or more</source>
        <translation>la tolérance %1 est négative ; elle doit valoir 0 ou plus</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Plus d’espace disponible sur le périphérique</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Quota de disque dépassé</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Fichier trop volumineux</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Le fichier existe déjà</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>ne peut pas être écrit (%1)</translation>
    </message>
    <message>
        <source>writing was interrupted</source>
        <translation>l’écriture a été interrompue</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>chaîne non valide : un substitut U+D800..U+DBFF doit être suivi de U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>chaîne non valide : un substitut U+DC00..U+DFFF doit suivre U+D800..U+DBFF</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>marque d’ordre des octets (BOM) non valide ; si elle est présente, elle doit être 0xEF 0xBB 0xBF</translation>
    </message>
    <message>
        <source>the number %1 is too large for a double</source>
        <translation>le nombre %1 est trop grand pour un flottant double précision</translation>
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
        <translation>Énergies</translation>
    </message>
    <message>
        <source>Total energy E</source>
        <translation>Énergie totale E</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>Potential energy</source>
        <translation>Énergie potentielle</translation>
    </message>
    <message>
        <source>Energy drift E − E₀</source>
        <translation>Dérive de l’énergie E − E₀</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Dérive relative de l’énergie (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>Total momentum</source>
        <translation>Quantité de mouvement totale</translation>
    </message>
    <message>
        <source>Angular momentum</source>
        <translation>Moment cinétique</translation>
    </message>
    <message>
        <source>integrator</source>
        <translation>intégrateur</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Intégrateur</translation>
    </message>
    <message>
        <source>The method that advances x&apos;&apos; = F/m between constraint projections.</source>
        <translation>La méthode qui fait avancer x&apos;&apos; = F/m entre les projections des contraintes.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>One step; split into the substeps.</source>
        <translation>Un pas ; divisé en sous-pas.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Sous-pas</translation>
    </message>
    <message>
        <source>Each step is split into this many substeps.</source>
        <translation>Chaque pas est divisé en autant de sous-pas.</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Itérations</translation>
    </message>
    <message>
        <source>Constraint sweeps per substep (rods and walls).</source>
        <translation>Passes sur les contraintes par sous-pas (tiges et parois).</translation>
    </message>
    <message>
        <source>Gravity ×</source>
        <translation>Pesanteur ×</translation>
    </message>
    <message>
        <source>Drag b</source>
        <translation>Frottement b</translation>
    </message>
    <message>
        <source>Linear drag F = −b v on every particle.</source>
        <translation>Frottement linéaire F = −b v sur chaque particule.</translation>
    </message>
    <message>
        <source>Restitution between particles</source>
        <translation>Restitution entre particules</translation>
    </message>
    <message>
        <source>Contacts between particles (when the scene has them): 1 is elastic, 0 sticks.</source>
        <translation>Contacts entre particules (si la scène en a) : 1 est élastique, 0 colle.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>%1: the simulation diverged at t = %2 s.</source>
        <translation>%1 : la simulation a divergé à t = %2 s.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at x = %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1 : %n particules ; %2 est en x = %3 m ; énergie totale %4 J.</numerusform>
            <numerusform>%1 : %n particules ; %2 est en x = %3 m ; énergie totale %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1 : %n particules ; %2 est à une hauteur de %3 m ; énergie totale %4 J.</numerusform>
            <numerusform>%1 : %n particules ; %2 est à une hauteur de %3 m ; énergie totale %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 moves at %3 m/s; total energy %4 J.</source>
        <translation>
            <numerusform>%1 : %n particules ; %2 va à %3 m/s ; énergie totale %4 J.</numerusform>
            <numerusform>%1 : %n particules ; %2 va à %3 m/s ; énergie totale %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 and %3 are %4 m apart; total energy %5 J.</source>
        <translation>
            <numerusform>%1 : %n particules ; %2 et %3 sont à %4 m l’un de l’autre ; énergie totale %5 J.</numerusform>
            <numerusform>%1 : %n particules ; %2 et %3 sont à %4 m l’un de l’autre ; énergie totale %5 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles, all pinned; energy %2 J.</source>
        <translation>
            <numerusform>%1 : %n particules, toutes fixées ; énergie %2 J.</numerusform>
            <numerusform>%1 : %n particules, toutes fixées ; énergie %2 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; the fastest moves at %2 m/s at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1 : %n particules ; la plus rapide va à %2 m/s à une hauteur de %3 m ; énergie totale %4 J.</numerusform>
            <numerusform>%1 : %n particules ; la plus rapide va à %2 m/s à une hauteur de %3 m ; énergie totale %4 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   t = %2 s   E = %3 J</source>
        <translation>%1   t = %2 s   E = %3 J</translation>
    </message>
    <message>
        <source>divided by M g ℓ = %1 J (moving mass M = %2 kg, g = %3 m/s², ℓ = %4 m, the size of the scene at the start), since E₀ = %5 J is too small to divide by</source>
        <translation>divisé par M g ℓ = %1 J (masse mobile M = %2 kg, g = %3 m/s², ℓ = %4 m, la taille de la scène au départ), car E₀ = %5 J est trop petit pour diviser par lui</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/(M g ℓ), M g ℓ = %1 J</source>
        <translation>Dérive relative de l’énergie (E − E₀)/(M g ℓ), M g ℓ = %1 J</translation>
    </message>
    <message>
        <source>x of %1</source>
        <translation>x de %1</translation>
    </message>
    <message>
        <source>y of %1</source>
        <translation>y de %1</translation>
    </message>
    <message>
        <source>Speed of %1</source>
        <translation>Vitesse de %1</translation>
    </message>
    <message>
        <source>Distance %1 – %2</source>
        <translation>Distance %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n particles</source>
        <translation>
            <numerusform>%n particule</numerusform>
            <numerusform>%n particules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n springs</source>
        <translation>
            <numerusform>%n ressort</numerusform>
            <numerusform>%n ressorts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rods</source>
        <translation>
            <numerusform>%n tige</numerusform>
            <numerusform>%n tiges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n paroi</numerusform>
            <numerusform>%n parois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a scene file.</source>
        <translation>%1 — un fichier de scène.</translation>
    </message>
    <message>
        <source>Multiplies the scene&apos;s gravity (%1 m/s²).</source>
        <translation>Multiplie la pesanteur de la scène (%1 m/s²).</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>quantité de mouvement</translation>
    </message>
    <message>
        <source>kinetic</source>
        <translation>cinétique</translation>
    </message>
    <message>
        <source>potential</source>
        <translation>potentielle</translation>
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
        <translation>la simulation a divergé à t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a particle flew off or became NaN. Try a smaller Δt, more substeps or a softer spring.</source>
        <translation>La simulation a divergé à t = %1 s : une particule s’est envolée ou est devenue NaN. Essayez un Δt plus petit, plus de sous-pas ou un ressort plus souple.</translation>
    </message>
    <message>
        <source>the particle arrays do not match the scene&apos;s particles</source>
        <translation>les tableaux de particules ne correspondent pas aux particules de la scène</translation>
    </message>
    <message>
        <source>the trails do not match the scene&apos;s particles</source>
        <translation>les traces ne correspondent pas aux particules de la scène</translation>
    </message>
    <message>
        <source>the grabbed particle is not in the scene</source>
        <translation>la particule saisie n’est pas dans la scène</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>le temps et le nombre de pas doivent être des nombres finis ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the energy at the start is not the energy of the scene&apos;s start</source>
        <translation>l’énergie au départ n’est pas l’énergie du départ de la scène</translation>
    </message>
    <message>
        <source>the point the grabbed particle is held at is not finite</source>
        <translation>le point où la particule saisie est maintenue n’est pas fini</translation>
    </message>
    <message>
        <source>a trail is longer than the lesson keeps</source>
        <translation>une trace est plus longue que ce que la leçon conserve</translation>
    </message>
    <message>
        <source>a particle&apos;s position or velocity is not finite or beyond the blow-up bound</source>
        <translation>la position ou la vitesse d’une particule n’est pas finie ou dépasse la borne de divergence</translation>
    </message>
    <message>
        <source>a trail point is not finite</source>
        <translation>un point de trace n’est pas fini</translation>
    </message>
</context>
<context>
    <name>pendulum</name>
    <message>
        <source>Length L</source>
        <translation>Longueur L</translation>
    </message>
    <message>
        <source>Length of the rod from the pivot to the bob.</source>
        <translation>Longueur de la tige du pivot à la masse.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Pesanteur g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Accélération de la pesanteur.</translation>
    </message>
    <message>
        <source>Damping β</source>
        <translation>Amortissement β</translation>
    </message>
    <message>
        <source>Damping rate: θ&apos;&apos; gets the term −2βθ&apos;. Zero for no friction.</source>
        <translation>Taux d’amortissement : θ&apos;&apos; reçoit le terme −2βθ&apos;. Zéro pour aucun frottement.</translation>
    </message>
    <message>
        <source>Initial angle θ₀</source>
        <translation>Angle initial θ₀</translation>
    </message>
    <message>
        <source>Angle from the downward vertical at t = 0 (drag the bob to set it).</source>
        <translation>Angle par rapport à la verticale descendante à t = 0 (faites glisser la masse pour le régler).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₀</source>
        <translation>Vitesse angulaire initiale ω₀</translation>
    </message>
    <message>
        <source>Angular velocity at t = 0.</source>
        <translation>Vitesse angulaire à t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Intégrateur</translation>
    </message>
    <message>
        <source>Time integrator of the nonlinear pendulum and of the period study.</source>
        <translation>Intégrateur en temps du pendule non linéaire et de l’étude de la période.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Pas de l’intégrateur. S’applique pendant la simulation.</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Angle</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>angle θ</translation>
    </message>
    <message>
        <source>Nonlinear (%1)</source>
        <translation>Non linéaire (%1)</translation>
    </message>
    <message>
        <source>Small-angle</source>
        <translation>Petits angles</translation>
    </message>
    <message>
        <source>Phase portrait over energy levels E = k·2gL</source>
        <translation>Portrait de phase sur les niveaux d’énergie E = k·2gL</translation>
    </message>
    <message>
        <source>angle θ (wrapped)</source>
        <translation>angle θ (ramené à ±180°)</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>vitesse angulaire réduite θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>Separatrix 2gL</source>
        <translation>Séparatrice 2gL</translation>
    </message>
    <message>
        <source>Energy per unit mass</source>
        <translation>Énergie par unité de masse</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>énergie E</translation>
    </message>
    <message>
        <source>Kinetic ½L²θ&apos;²</source>
        <translation>Cinétique ½L²θ&apos;²</translation>
    </message>
    <message>
        <source>Potential gL(1 − cos θ)</source>
        <translation>Potentielle gL(1 − cos θ)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Shadow energy H̃ (%1)</source>
        <translation>Énergie fantôme H̃ (%1)</translation>
    </message>
    <message>
        <source>Period against amplitude (undamped)</source>
        <translation>Période en fonction de l’amplitude (non amorti)</translation>
    </message>
    <message>
        <source>amplitude θ₀</source>
        <translation>amplitude θ₀</translation>
    </message>
    <message>
        <source>period T</source>
        <translation>période T</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Exact 4√(L/g) K(sin(θ₀/2))</source>
        <translation>Exacte 4√(L/g) K(sin(θ₀/2))</translation>
    </message>
    <message>
        <source>Small-angle 2π√(L/g)</source>
        <translation>Petits angles 2π√(L/g)</translation>
    </message>
    <message>
        <source>Period measured (zero crossings)</source>
        <translation>Période mesurée (passages par zéro)</translation>
    </message>
    <message>
        <source>needs two zero crossings of θ in the same direction: run at least one full period</source>
        <translation>demande deux passages par zéro de θ dans le même sens : simulez au moins une période complète</translation>
    </message>
    <message>
        <source>a rotation over the top: (2/κ)√(L/g) K(1/κ) with κ² = E/(2gL)</source>
        <translation>une rotation par-dessus le sommet : (2/κ)√(L/g) K(1/κ) avec κ² = E/(2gL)</translation>
    </message>
    <message>
        <source>of the undamped pendulum with the starting energy</source>
        <translation>du pendule non amorti avec l’énergie de départ</translation>
    </message>
    <message>
        <source>4√(L/g) K(sin(θ₀/2)) for the amplitude of the starting energy</source>
        <translation>4√(L/g) K(sin(θ₀/2)) pour l’amplitude de l’énergie de départ</translation>
    </message>
    <message>
        <source>Period exact (elliptic integral)</source>
        <translation>Période exacte (intégrale elliptique)</translation>
    </message>
    <message>
        <source>the start lies on the separatrix E = 2gL: the period is infinite</source>
        <translation>le départ est sur la séparatrice E = 2gL : la période est infinie</translation>
    </message>
    <message>
        <source>Period small-angle 2π√(L/g)</source>
        <translation>Période aux petits angles 2π√(L/g)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Dérive relative de l’énergie (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>damping removes energy: the drift includes the loss to friction</source>
        <translation>l’amortissement retire de l’énergie : la dérive inclut la perte par frottement</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>le pendule part au repos en bas (E₀ = 0)</translation>
    </message>
    <message>
        <source>the swing linearised at the current θ</source>
        <translation>l’oscillation linéarisée au θ actuel</translation>
    </message>
    <message>
        <source>Small-angle ghost</source>
        <translation>Fantôme aux petits angles</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (release to start)</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (relâchez pour démarrer)</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches (forward Euler adds energy every step). Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 a divergé à t = %2 s : son énergie a dépassé %3 J/kg, dix fois celle du départ plus la séparatrice, ce qu’aucun pendule réel n’atteint (Euler explicite ajoute de l’énergie à chaque pas). Réduisez Δt ou choisissez une méthode symplectique ou RK4.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches. Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 a divergé à t = %2 s : son énergie a dépassé %3 J/kg, dix fois celle du départ plus la séparatrice, ce qu’aucun pendule réel n’atteint. Réduisez Δt ou choisissez une méthode symplectique ou RK4.</translation>
    </message>
    <message>
        <source>Period against amplitude</source>
        <translation>Période en fonction de l’amplitude</translation>
    </message>
    <message>
        <source>Runs 179 undamped pendulums (θ₀ = 1° … 179°) with the chosen integrator and Δt and measures each period from zero crossings.</source>
        <translation>Simule 179 pendules non amortis (θ₀ = 1° … 179°) avec l’intégrateur et le Δt choisis et mesure chaque période par les passages par zéro.</translation>
    </message>
    <message>
        <source>Pendulum: large swings, the separatrix and the period</source>
        <translation>Pendule : grandes oscillations, la séparatrice et la période</translation>
    </message>
    <message>
        <source>A pendulum beyond the small-angle approximation: phase portrait, energy and the period against the amplitude.</source>
        <translation>Un pendule au-delà de l’approximation des petits angles : portrait de phase, énergie et période en fonction de l’amplitude.</translation>
    </message>
    <message>
        <source>Pendulum hanging at rest below the pivot.</source>
        <translation>Pendule au repos sous le point de suspension.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>vers la droite</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>vers la gauche</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s.</source>
        <translation>Pendule à %1° %2 de la verticale, oscillant %3 à %4°/s.</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s; energy %5 % of the start.</source>
        <translation>Pendule à %1° %2 de la verticale, oscillant %3 à %4°/s ; énergie à %5 % de celle du départ.</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than a tenth of the small-swing period 2π√(L/g) = %2 s: every method misses the swing. Use Δt ≤ %3 s.</source>
        <translation>paramètre &apos;dt&apos; : le pas de temps Δt = %1 s dépasse le dixième de la période des petites oscillations 2π√(L/g) = %2 s : toutes les méthodes manquent l’oscillation. Prenez Δt ≤ %3 s.</translation>
    </message>
    <message>
        <source>the pendulum&apos;s state must hold one angle and one angular velocity</source>
        <translation>l’état du pendule doit contenir un angle et une vitesse angulaire</translation>
    </message>
    <message>
        <source>the pendulum&apos;s angle, angular velocity or time is not finite</source>
        <translation>l’angle, la vitesse angulaire ou le temps du pendule n’est pas fini</translation>
    </message>
    <message>
        <source>the pendulum&apos;s stored angular acceleration is not one finite number</source>
        <translation>l’accélération angulaire enregistrée du pendule n’est pas un seul nombre fini</translation>
    </message>
    <message>
        <source>the pendulum&apos;s divergence time is not a time of the run</source>
        <translation>l’instant de divergence du pendule n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the pendulum&apos;s period meter holds a time or angle that is not possible</source>
        <translation>le chronomètre de période du pendule contient un temps ou un angle impossible</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start is not a finite angle in [−180°, 180°]</source>
        <translation>le départ du pendule n’est pas un angle fini dans [−180°, 180°]</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start energy does not match its start</source>
        <translation>l’énergie de départ du pendule ne correspond pas à son départ</translation>
    </message>
    <message>
        <source>the pendulum&apos;s swing has an energy its start could never reach</source>
        <translation>l’oscillation du pendule a une énergie que son départ ne pourrait jamais atteindre</translation>
    </message>
    <message>
        <source>the pendulum has turned farther than its energy allows in the time run</source>
        <translation>le pendule a tourné plus loin que son énergie ne le permet pendant le temps écoulé</translation>
    </message>
    <message>
        <source>the pendulum&apos;s time is too large to draw its small-angle ghost at</source>
        <translation>le temps du pendule est trop grand pour y dessiner son fantôme aux petits angles</translation>
    </message>
    <message>
        <source>the pendulum&apos;s step count is negative</source>
        <translation>le nombre de pas du pendule est négatif</translation>
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
        <source>Spea&amp;k</source>
        <translation>Lire à &amp;voix haute</translation>
    </message>
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
    <message>
        <source>More playback controls</source>
        <translation>Autres commandes de lecture</translation>
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
        <source>report.json key: %1</source>
        <translation>clé dans report.json&#xa0;: %1</translation>
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
    <message>
        <source>Range: %1 … %2%3   (default %4%3)</source>
        <translation>Plage : %1 … %2%3   (par défaut %4%3)</translation>
    </message>
    <message>
        <source>Command line: --set %1=…</source>
        <translation>Ligne de commande : --set %1=…</translation>
    </message>
    <message>
        <source>Applies at once, while running.</source>
        <translation>S’applique tout de suite, pendant la simulation.</translation>
    </message>
    <message>
        <source>Applies on reset (R).</source>
        <translation>S’applique à la réinitialisation (R).</translation>
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
</context>
<context>
    <name>pl::StudentModeView</name>
    <message>
        <source>Question %1: %2</source>
        <translation>Question %1 : %2</translation>
    </message>
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
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <translation>Réponse à la question %1</translation>
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
<context>
    <name>soft-body</name>
    <message>
        <source>Pressure constant nRT</source>
        <translation>Constante de pression nRT</translation>
    </message>
    <message>
        <source>Gas constant times temperature times amount: P = nRT/A.</source>
        <translation>Constante des gaz fois température fois quantité : P = nRT/A.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Raideur des ressorts k_s</translation>
    </message>
    <message>
        <source>Force per unit strain of the ring&apos;s springs.</source>
        <translation>Force par unité de déformation des ressorts de l’anneau.</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Amortissement des ressorts k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed of the ring&apos;s springs.</source>
        <translation>Amortissement de la vitesse d’allongement des ressorts de l’anneau.</translation>
    </message>
    <message>
        <source>Number of points N</source>
        <translation>Nombre de points N</translation>
    </message>
    <message>
        <source>Particles on the ring.</source>
        <translation>Particules sur l’anneau.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Intégrateur</translation>
    </message>
    <message>
        <source>Time integrator: forward Euler vs Heun predictor-corrector (or any other).</source>
        <translation>Intégrateur en temps : Euler explicite contre prédicteur-correcteur de Heun (ou un autre).</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Integrator step. Applies while running.</source>
        <translation>Pas de l’intégrateur. S’applique pendant la simulation.</translation>
    </message>
    <message>
        <source>Ball mass</source>
        <translation>Masse de la balle</translation>
    </message>
    <message>
        <source>Total mass, shared equally by the points.</source>
        <translation>Masse totale, répartie également entre les points.</translation>
    </message>
    <message>
        <source>Spring ring radius</source>
        <translation>Rayon de l’anneau de ressorts</translation>
    </message>
    <message>
        <source>Radius of the ring with its springs at rest length (before the gas inflates it).</source>
        <translation>Rayon de l’anneau avec ses ressorts à longueur de repos (avant que le gaz ne le gonfle).</translation>
    </message>
    <message>
        <source>Drop height</source>
        <translation>Hauteur de chute</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of the ball at t = 0.</source>
        <translation>Écart entre le sol et le bas de la balle à t = 0.</translation>
    </message>
    <message>
        <source>Air drag b</source>
        <translation>Frottement de l’air b</translation>
    </message>
    <message>
        <source>Linear drag on every point, F = −b v.</source>
        <translation>Frottement linéaire sur chaque point, F = −b v.</translation>
    </message>
    <message>
        <source>Floor restitution r</source>
        <translation>Restitution du sol r</translation>
    </message>
    <message>
        <source>Normal velocity of a point hitting the floor is multiplied by −r.</source>
        <translation>La vitesse normale d’un point qui touche le sol est multipliée par −r.</translation>
    </message>
    <message>
        <source>Floor friction μ</source>
        <translation>Frottement du sol μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of the floor.</source>
        <translation>Coefficient de frottement de Coulomb du sol.</translation>
    </message>
    <message>
        <source>Enclosed area (2D volume)</source>
        <translation>Aire enclose (volume en 2D)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>area A</source>
        <translation>aire A</translation>
    </message>
    <message>
        <source>area</source>
        <translation>aire</translation>
    </message>
    <message>
        <source>Rest area (free ball)</source>
        <translation>Aire au repos (balle libre)</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Cinétique ½mv²</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Ressorts</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Pesanteur m g y</translation>
    </message>
    <message>
        <source>Gas −nRT ln(A/A₀)</source>
        <translation>Gaz −nRT ln(A/A₀)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Area / rest area A/A_rest</source>
        <translation>Aire / aire au repos A/A_rest</translation>
    </message>
    <message>
        <source>Rest area A_rest</source>
        <translation>Aire au repos A_rest</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Énergie des ressorts</translation>
    </message>
    <message>
        <source>Gravitational energy</source>
        <translation>Énergie potentielle de pesanteur</translation>
    </message>
    <message>
        <source>Gas energy</source>
        <translation>Énergie du gaz</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Énergie totale</translation>
    </message>
    <message>
        <source>Smallest and largest A/A_rest so far</source>
        <translation>Plus petit et plus grand A/A_rest jusqu’ici</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at the floor)</source>
        <translation>Énergie potentielle de pesanteur (0 au sol)</translation>
    </message>
    <message>
        <source>Gas energy −nRT ln(A/A_rest)</source>
        <translation>Énergie du gaz −nRT ln(A/A_rest)</translation>
    </message>
    <message>
        <source>Ball (ring of springs + gas)</source>
        <translation>Balle (anneau de ressorts + gaz)</translation>
    </message>
    <message>
        <source>Rest shape (dashed)</source>
        <translation>Forme au repos (tirets)</translation>
    </message>
    <message>
        <source>Soft body ring</source>
        <translation>Anneau du corps mou</translation>
    </message>
    <message>
        <source>Saved from the soft-body lesson: the ring&apos;s particles and springs, and the ideal gas inside it (a pressure body, P = nRT/A).</source>
        <translation>Enregistré depuis la leçon du corps mou : les particules et ressorts de l’anneau, et le gaz parfait à l’intérieur (un corps sous pression, P = nRT/A).</translation>
    </message>
    <message>
        <source>Soft body: a ball of springs filled with gas</source>
        <translation>Corps mou : une balle de ressorts remplie de gaz</translation>
    </message>
    <message>
        <source>A ring of springs with ideal-gas pressure inside falls, bounces and keeps its area.</source>
        <translation>Un anneau de ressorts sous la pression d’un gaz parfait tombe, rebondit et garde son aire.</translation>
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
        <translation>Balle de ressorts et de gaz : %1 a divergé à t = %2 s.</translation>
    </message>
    <message>
        <source>Ball of springs and gas: area %1 % of its rest area, gas pressure %2 N/m, centre %3 m above the floor.</source>
        <translation>Balle de ressorts et de gaz : aire à %1 % de l’aire au repos, pression du gaz %2 N/m, centre à %3 m au-dessus du sol.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2</source>
        <translation>%1 a divergé à t = %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2: the springs are too stiff for this Δt. Lower Δt, add damping k_d, or use Heun.</source>
        <translation>%1 a divergé à t = %2&#xa0;: les ressorts sont trop raides pour ce Δt. Réduisez Δt, ajoutez de l’amortissement k_d ou utilisez Heun.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>le temps doit être un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>the smallest and largest area ratios must be positive numbers, in order</source>
        <translation>les rapports d’aire minimal et maximal doivent être des nombres positifs, dans cet ordre</translation>
    </message>
    <message>
        <source>the body of a run that has not diverged encloses no area</source>
        <translation>le corps d’une simulation qui n’a pas divergé n’entoure aucune aire</translation>
    </message>
</context>
<context>
    <name>sph-tank</name>
    <message numerus="yes">
        <source>Water at rest in a tank: %n particles.</source>
        <translation>
            <numerusform>Eau au repos dans une cuve : %n particule.</numerusform>
            <numerusform>Eau au repos dans une cuve : %n particules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stirred tank: %n particles.</source>
        <translation>
            <numerusform>Une cuve agitée : %n particule.</numerusform>
            <numerusform>Une cuve agitée : %n particules.</numerusform>
        </translation>
    </message>
    <message>
        <source>Acoustic number c₀Δt/h (WCSPH&apos;s stability)</source>
        <translation>Nombre acoustique c₀Δt/h (stabilité de WCSPH)</translation>
    </message>
    <message>
        <source>Flow CFL number max|v|Δt/h</source>
        <translation>Nombre CFL de l’écoulement max|v|Δt/h</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>aucun pas effectué pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>Dam break: the surge front %1 m from the left wall of the %2 m tank (Z = %4); %n particles, %3 % of them above the column&apos;s height at the release.</source>
        <translation>
            <numerusform>Rupture de barrage : le front de vague à %1 m de la paroi gauche de la cuve de %2 m (Z = %4) ; %n particule, dont %3 % au-dessus de la hauteur de la colonne au lâcher.</numerusform>
            <numerusform>Rupture de barrage : le front de vague à %1 m de la paroi gauche de la cuve de %2 m (Z = %4) ; %n particules, dont %3 % au-dessus de la hauteur de la colonne au lâcher.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Hydrostatic tank (water at rest)</source>
        <translation>Cuve hydrostatique (eau au repos)</translation>
    </message>
    <message>
        <source>Dam break (Martin &amp; Moyce 1952)</source>
        <translation>Rupture de barrage (Martin &amp; Moyce 1952)</translation>
    </message>
    <message>
        <source>Stir with the mouse</source>
        <translation>Remuer avec la souris</translation>
    </message>
    <message>
        <source>What is in the tank at t = 0.</source>
        <translation>Ce que contient la cuve à t = 0.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>DFSPH density tolerance η</source>
        <translation>Tolérance de densité DFSPH η</translation>
    </message>
    <message>
        <source>DFSPH CFL number λ</source>
        <translation>Nombre CFL DFSPH λ</translation>
    </message>
    <message>
        <source>DFSPH&apos;s time step Δt = λ h / max |v|: no particle moves more than λh.</source>
        <translation>Pas de temps de DFSPH Δt = λ h / max |v| : aucune particule ne se déplace de plus de λh.</translation>
    </message>
    <message>
        <source>Fluid particles</source>
        <translation>Particules de fluide</translation>
    </message>
    <message>
        <source>Number of water particles; sets the spacing Δx = √(area/N).</source>
        <translation>Nombre de particules d’eau ; fixe l’espacement Δx = √(aire/N).</translation>
    </message>
    <message>
        <source>Column aspect n² = height / width</source>
        <translation>Rapport de la colonne n² = hauteur / largeur</translation>
    </message>
    <message>
        <source>Water height over its width a (dam break, hydrostatic tank).</source>
        <translation>Hauteur d’eau sur sa largeur a (rupture de barrage, cuve hydrostatique).</translation>
    </message>
    <message>
        <source>Column width a</source>
        <translation>Largeur de la colonne a</translation>
    </message>
    <message>
        <source>Width of the water column (dam break), of the tank (hydrostatic), or the water depth (stir).</source>
        <translation>Largeur de la colonne d’eau (rupture de barrage), de la cuve (hydrostatique) ou profondeur d’eau (brassage).</translation>
    </message>
    <message>
        <source>Tank length L/a</source>
        <translation>Longueur de la cuve L/a</translation>
    </message>
    <message>
        <source>Inner length of the tank in column widths (dam break, stir).</source>
        <translation>Longueur intérieure de la cuve en largeurs de colonne (rupture de barrage, brassage).</translation>
    </message>
    <message>
        <source>Smoothing length h/Δx</source>
        <translation>Longueur de lissage h/Δx</translation>
    </message>
    <message>
        <source>Kernel smoothing length over the particle spacing; the support is 2h.</source>
        <translation>Longueur de lissage du noyau sur l’espacement des particules ; le support vaut 2h.</translation>
    </message>
    <message>
        <source>Sound speed c₀ / √(2gH)</source>
        <translation>Vitesse du son c₀ / √(2gH)</translation>
    </message>
    <message>
        <source>Numerical sound speed as a multiple of the free-fall speed √(2gH) from the water height H; ≥ 10 keeps the density error near 1 %.</source>
        <translation>Vitesse du son numérique, en multiple de la vitesse de chute libre √(2gH) depuis la hauteur d’eau H ; ≥ 10 garde l’erreur de densité vers 1 %.</translation>
    </message>
    <message>
        <source>Artificial viscosity α</source>
        <translation>Viscosité artificielle α</translation>
    </message>
    <message>
        <source>Monaghan&apos;s linear viscosity coefficient α (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</source>
        <translation>Coefficient de viscosité linéaire α de Monaghan (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</translation>
    </message>
    <message>
        <source>Artificial viscosity β</source>
        <translation>Viscosité artificielle β</translation>
    </message>
    <message>
        <source>Monaghan&apos;s quadratic viscosity coefficient β (for strong compression).</source>
        <translation>Coefficient de viscosité quadratique β de Monaghan (pour les fortes compressions).</translation>
    </message>
    <message>
        <source>Viscosity ε</source>
        <translation>Viscosité ε</translation>
    </message>
    <message>
        <source>ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): keeps Π finite for close pairs.</source>
        <translation>ε dans μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²) : garde Π fini pour les paires proches.</translation>
    </message>
    <message>
        <source>XSPH velocity correction</source>
        <translation>Correction de vitesse XSPH</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densité</translation>
    </message>
    <message>
        <source>Summation ρ = Σ m W</source>
        <translation>Sommation ρ = Σ m W</translation>
    </message>
    <message>
        <source>Continuity dρ/dt = Σ m v·∇W</source>
        <translation>Continuité dρ/dt = Σ m v·∇W</translation>
    </message>
    <message>
        <source>How each particle&apos;s density is found.</source>
        <translation>Comment la densité de chaque particule est obtenue.</translation>
    </message>
    <message>
        <source>Clamp negative pressure</source>
        <translation>Écrêter la pression négative</translation>
    </message>
    <message>
        <source>Sets p = max(p, 0): no tension where the density sum falls short.</source>
        <translation>Pose p = max(p, 0) : pas de tension là où la somme de densité est trop faible.</translation>
    </message>
    <message>
        <source>Time-step factor C</source>
        <translation>Facteur de pas de temps C</translation>
    </message>
    <message>
        <source>Courant factor of Δt = C·h/(c₀ + max μ) (also used for the force condition Δt = C √(h/|a|)).</source>
        <translation>Facteur de Courant de Δt = C·h/(c₀ + max μ) (servant aussi à la condition de force Δt = C √(h/|a|)).</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Fils d’exécution</translation>
    </message>
    <message>
        <source>Threads of the neighbour search, the forces and the solvers (results are identical for any count).</source>
        <translation>Fils d’exécution de la recherche de voisins, des forces et des solveurs (résultats identiques pour tout nombre).</translation>
    </message>
    <message>
        <source>Tank tilt</source>
        <translation>Inclinaison de la cuve</translation>
    </message>
    <message>
        <source>Tilts the tank about its floor&apos;s centre (turns at 20°/s).</source>
        <translation>Incline la cuve autour du centre de son fond (tourne à 20°/s).</translation>
    </message>
    <message>
        <source>Stir automatically</source>
        <translation>Brasser automatiquement</translation>
    </message>
    <message>
        <source>Stir mode: the obstacle sweeps back and forth until you drag it.</source>
        <translation>Mode brassage : l’obstacle va et vient jusqu’à ce que vous le fassiez glisser.</translation>
    </message>
    <message>
        <source>Colour particles by</source>
        <translation>Colorer les particules selon</translation>
    </message>
    <message>
        <source>Speed |v|</source>
        <translation>Vitesse |v|</translation>
    </message>
    <message>
        <source>Pressure p</source>
        <translation>Pression p</translation>
    </message>
    <message>
        <source>Density ρ</source>
        <translation>Densité ρ</translation>
    </message>
    <message>
        <source>Quantity shown by the particle colours.</source>
        <translation>Grandeur montrée par les couleurs des particules.</translation>
    </message>
    <message>
        <source>Draw free surface</source>
        <translation>Tracer la surface libre</translation>
    </message>
    <message>
        <source>The level c = ½ of the smoothed colour field Σ (m/ρ₀) W, by marching squares, filled like water.</source>
        <translation>L’isoligne c = ½ du champ de couleur lissé Σ (m/ρ₀) W, par marching squares, remplie comme de l’eau.</translation>
    </message>
    <message>
        <source>Draw particles</source>
        <translation>Tracer les particules</translation>
    </message>
    <message>
        <source>Draw the fluid particles (turn off to see the surface alone).</source>
        <translation>Tracer les particules de fluide (désactiver pour ne voir que la surface).</translation>
    </message>
    <message>
        <source>%1: steps per simulated second</source>
        <translation>%1 : pas par seconde simulée</translation>
    </message>
    <message>
        <source>%1: passes over the neighbour pairs per simulated second</source>
        <translation>%1 : passages sur les paires de voisins par seconde simulée</translation>
    </message>
    <message>
        <source>Courant Δt WCSPH needs with this c₀</source>
        <translation>Δt de Courant nécessaire à WCSPH avec ce c₀</translation>
    </message>
    <message>
        <source>CFL Δt = λh/max|v| DFSPH needs</source>
        <translation>Δt CFL = λh/max|v| nécessaire à DFSPH</translation>
    </message>
    <message>
        <source>water at rest: Δt is the upper bound</source>
        <translation>eau au repos : Δt est la borne supérieure</translation>
    </message>
    <message>
        <source>DFSPH density-solver iterations per step</source>
        <translation>Itérations du solveur de densité DFSPH par pas</translation>
    </message>
    <message>
        <source>DFSPH divergence-solver iterations per step</source>
        <translation>Itérations du solveur de divergence DFSPH par pas</translation>
    </message>
    <message>
        <source>WCSPH does not iterate: one force evaluation per step</source>
        <translation>WCSPH n’itère pas : une évaluation de force par pas</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>kinetic energy</source>
        <translation>énergie cinétique</translation>
    </message>
    <message>
        <source>E_k = Σ ½ m v²</source>
        <translation>E_k = Σ ½ m v²</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀</source>
        <translation>Erreur de densité |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>density error</source>
        <translation>erreur de densité</translation>
    </message>
    <message>
        <source>max, all particles</source>
        <translation>max, toutes les particules</translation>
    </message>
    <message>
        <source>Pressure at the probe</source>
        <translation>Pression à la sonde</translation>
    </message>
    <message>
        <source>SPH</source>
        <translation>SPH</translation>
    </message>
    <message>
        <source>ρ₀ g (depth)</source>
        <translation>ρ₀ g (profondeur)</translation>
    </message>
    <message>
        <source>Dam-break surge front</source>
        <translation>Front de la vague de rupture de barrage</translation>
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
        <translation>Voisins à moins de 2h</translation>
    </message>
    <message>
        <source>neighbour count</source>
        <translation>nombre de voisins</translation>
    </message>
    <message>
        <source>fluid particles</source>
        <translation>particules de fluide</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>Pas de temps</translation>
    </message>
    <message>
        <source>Δt used</source>
        <translation>Δt utilisé</translation>
    </message>
    <message>
        <source>WCSPH sound limit</source>
        <translation>Limite sonore WCSPH</translation>
    </message>
    <message>
        <source>WCSPH force limit</source>
        <translation>Limite de force WCSPH</translation>
    </message>
    <message>
        <source>DFSPH flow limit λh/|v|</source>
        <translation>Limite d’écoulement DFSPH λh/|v|</translation>
    </message>
    <message>
        <source>DFSPH solver iterations per step</source>
        <translation>Itérations des solveurs DFSPH par pas</translation>
    </message>
    <message>
        <source>constant-density solver</source>
        <translation>solveur de densité constante</translation>
    </message>
    <message>
        <source>divergence-free solver</source>
        <translation>solveur sans divergence</translation>
    </message>
    <message>
        <source>particles more than 2h below the free surface (%1 of %2)</source>
        <translation>particules à plus de 2h sous la surface libre (%1 sur %2)</translation>
    </message>
    <message>
        <source>Max density error |ρ − ρ₀|/ρ₀</source>
        <translation>Erreur de densité max |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Mean density error |ρ − ρ₀|/ρ₀</source>
        <translation>Erreur de densité moyenne |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Max compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Compression max (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>Mean compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Compression moyenne (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>no water within 2h of the probe</source>
        <translation>pas d’eau à moins de 2h de la sonde</translation>
    </message>
    <message>
        <source>ρ₀ g (depth) at the probe</source>
        <translation>ρ₀ g (profondeur) à la sonde</translation>
    </message>
    <message>
        <source>Surge front [T, Z]</source>
        <translation>Front de la vague [T, Z]</translation>
    </message>
    <message>
        <source>dam-break scenario only</source>
        <translation>scénario de rupture de barrage seulement</translation>
    </message>
    <message>
        <source>Largest front deviation from Martin &amp; Moyce, 1 ≤ T ≤ 3</source>
        <translation>Plus grand écart du front à Martin &amp; Moyce, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>dam break with n² = 2, after T = 1 only</source>
        <translation>rupture de barrage avec n² = 2, après T = 1 seulement</translation>
    </message>
    <message>
        <source>Boundary particles</source>
        <translation>Particules de bord</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Mean time step</source>
        <translation>Pas de temps moyen</translation>
    </message>
    <message>
        <source>Steps with Δt set by the force condition</source>
        <translation>Pas dont Δt est fixé par la condition de force</translation>
    </message>
    <message>
        <source>Particles escaped into or through the walls</source>
        <translation>Particules échappées dans ou à travers les parois</translation>
    </message>
    <message>
        <source>centre more than Δx/2 past a wall&apos;s inner face: on or beyond the first layer of boundary particles</source>
        <translation>centre à plus de Δx/2 au-delà de la face intérieure d’une paroi : sur ou au-delà de la première couche de particules de bord</translation>
    </message>
    <message>
        <source>Deepest centre past a wall&apos;s inner face, so far</source>
        <translation>Centre le plus profond au-delà de la face intérieure d’une paroi, jusqu’ici</translation>
    </message>
    <message>
        <source>at rest a particle&apos;s centre is Δx/2 inside the face</source>
        <translation>au repos le centre d’une particule est à Δx/2 en deçà de la face</translation>
    </message>
    <message>
        <source>Sound speed c₀ (WCSPH)</source>
        <translation>Vitesse du son c₀ (WCSPH)</translation>
    </message>
    <message>
        <source>Particle spacing Δx</source>
        <translation>Espacement des particules Δx</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergé à t = %1 s</translation>
    </message>
    <message>
        <source>speed |v|</source>
        <translation>vitesse |v|</translation>
    </message>
    <message>
        <source>pressure p</source>
        <translation>pression p</translation>
    </message>
    <message>
        <source>density ρ</source>
        <translation>densité ρ</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>sonde</translation>
    </message>
    <message>
        <source>largest density error %1 %</source>
        <translation>plus grande erreur de densité %1 %</translation>
    </message>
    <message>
        <source>largest compression %1 %</source>
        <translation>plus forte compression %1 %</translation>
    </message>
    <message>
        <source>particle #%1</source>
        <translation>particule nº %1</translation>
    </message>
    <message>
        <source>neighbours: %1 fluid + %2 wall</source>
        <translation>voisins : %1 fluide + %2 paroi</translation>
    </message>
    <message>
        <source>boundary particles</source>
        <translation>particules de bord</translation>
    </message>
    <message>
        <source>obstacle (drag it)</source>
        <translation>obstacle (à faire glisser)</translation>
    </message>
    <message>
        <source>free surface c = ½</source>
        <translation>surface libre c = ½</translation>
    </message>
    <message>
        <source>neighbours within 2h</source>
        <translation>voisins à moins de 2h</translation>
    </message>
    <message>
        <source>CFL, DFSPH</source>
        <translation>CFL, DFSPH</translation>
    </message>
    <message>
        <source>force, WCSPH</source>
        <translation>force, WCSPH</translation>
    </message>
    <message>
        <source>Courant, WCSPH</source>
        <translation>Courant, WCSPH</translation>
    </message>
    <message>
        <source>%1   wall %2 s per simulated s</source>
        <translation>%1   temps réel %2 s par s simulée</translation>
    </message>
    <message>
        <source>%1   iterations %2 + %3</source>
        <translation>%1   itérations %2 + %3</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the time-step factor, raise the viscosity α or the c₀ factor.</source>
        <translation>La simulation a divergé à t = %1 s : baissez le facteur de pas de temps, augmentez la viscosité α ou le facteur c₀.</translation>
    </message>
    <message>
        <source>Mean compression %1 % &gt; 1 % (red ring: the most compressed particle): the solver does not hold ρ₀; lower the density tolerance η or the CFL number λ.</source>
        <translation>Compression moyenne %1 % &gt; 1 % (anneau rouge : la particule la plus comprimée) : le solveur ne tient pas ρ₀ ; baissez la tolérance de densité η ou le nombre CFL λ.</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (red ring): the water is too compressible and, without the clamp, stretched by tension; raise the c₀ factor (error ∝ 1/c₀²).</source>
        <translation>Erreur de densité |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (anneau rouge) : l’eau est trop compressible et, sans écrêtage, étirée par la tension ; augmentez le facteur c₀ (erreur ∝ 1/c₀²).</translation>
    </message>
    <message>
        <source>Compression %1 % &gt; 1 % (red ring): the water is too compressible; raise the c₀ factor (error ∝ 1/c₀²) or lower the time-step factor.</source>
        <translation>Compression %1 % &gt; 1 % (anneau rouge) : l’eau est trop compressible ; augmentez le facteur c₀ (erreur ∝ 1/c₀²) ou baissez le facteur de pas de temps.</translation>
    </message>
    <message>
        <source>Flow speed %1 m/s exceeds c₀/10 = %2 m/s: raise the c₀ factor to keep the fluid nearly incompressible.</source>
        <translation>La vitesse d’écoulement %1 m/s dépasse c₀/10 = %2 m/s : augmentez le facteur c₀ pour garder le fluide presque incompressible.</translation>
    </message>
    <message>
        <source>The density solver stopped at its %1 iterations without reaching η: raise the tolerance or lower the CFL number λ.</source>
        <translation>Le solveur de densité s’est arrêté à ses %1 itérations sans atteindre η : augmentez la tolérance ou baissez le nombre CFL λ.</translation>
    </message>
    <message>
        <source>Δt is limited by the force condition (violent accelerations): lower the time-step factor or raise the viscosity α if the particles jitter.</source>
        <translation>Δt est limité par la condition de force (accélérations violentes) : baissez le facteur de pas de temps ou augmentez la viscosité α si les particules tremblent.</translation>
    </message>
    <message>
        <source>Δt = %1 s is %2× below the sound-speed limit C h/c₀: particles rush at each other (the μ term of the Courant limit), so the run slows down; raise the c₀ factor.</source>
        <translation>Δt = %1 s est %2× sous la limite sonore C h/c₀ : des particules foncent les unes sur les autres (le terme μ de la limite de Courant), la simulation ralentit ; augmentez le facteur c₀.</translation>
    </message>
    <message numerus="yes">
        <source>%n particles passed into a wall&apos;s boundary lattice: the wall pushes only once the particle&apos;s density exceeds ρ₀; lower the CFL number λ or the density tolerance η.</source>
        <translation>
            <numerusform>%n particule est passée dans le réseau de bord d’une paroi : la paroi ne repousse qu’une fois la densité de la particule au-dessus de ρ₀ ; baissez le nombre CFL λ ou la tolérance de densité η.</numerusform>
            <numerusform>%n particules sont passées dans le réseau de bord d’une paroi : la paroi ne repousse qu’une fois la densité de la particule au-dessus de ρ₀ ; baissez le nombre CFL λ ou la tolérance de densité η.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n particles left the tank: the walls leak at this speed; raise the c₀ factor or lower the time-step factor.</source>
        <translation>
            <numerusform>%n particule a quitté la cuve : les parois fuient à cette vitesse ; augmentez le facteur c₀ ou baissez le facteur de pas de temps.</numerusform>
            <numerusform>%n particules ont quitté la cuve : les parois fuient à cette vitesse ; augmentez le facteur c₀ ou baissez le facteur de pas de temps.</numerusform>
        </translation>
    </message>
    <message>
        <source>SPH water tank: hydrostatics and the dam break</source>
        <translation>Cuve d’eau SPH : hydrostatique et rupture de barrage</translation>
    </message>
    <message>
        <source>Weakly compressible and divergence-free SPH side by side, with boundary particles, validated against Martin &amp; Moyce (1952).</source>
        <translation>SPH faiblement compressible et sans divergence côte à côte, avec des particules de bord, validé avec Martin &amp; Moyce (1952).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>pression</translation>
    </message>
    <message>
        <source>particles</source>
        <translation>particules</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>itérations</translation>
    </message>
    <message>
        <source>DFSPH viscosity α</source>
        <translation>Viscosité DFSPH α</translation>
    </message>
    <message>
        <source>DFSPH&apos;s viscosity ν = α h c₀/8, what WCSPH&apos;s artificial viscosity α amounts to: acts per second, not per step, walls included (their friction). The step is at most M₂/(2ν), so a larger α slows DFSPH.</source>
        <translation>La viscosité de DFSPH ν = α h c₀/8, ce que représente la viscosité artificielle α de WCSPH : agit par seconde, non par pas, parois comprises (leur frottement). Le pas vaut au plus M₂/(2ν) : un α plus grand ralentit donc DFSPH.</translation>
    </message>
    <message>
        <source>WCSPH: moves particles with velocity v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (less interpenetration). DFSPH: turns its viscosity on.</source>
        <translation>WCSPH : déplace les particules à la vitesse v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (moins d’interpénétration). DFSPH : active sa viscosité.</translation>
    </message>
    <message>
        <source>max, &gt;2h below surface</source>
        <translation>max., &gt;2h sous la surface</translation>
    </message>
    <message>
        <source>mean, same particles</source>
        <translation>moyenne, mêmes particules</translation>
    </message>
    <message>
        <source>max (ρ−ρ₀)⁺, &gt;2h below</source>
        <translation>max. (ρ−ρ₀)⁺, &gt;2h dessous</translation>
    </message>
    <message>
        <source>Koshizuka &amp; Oka, n² = 2</source>
        <translation>Koshizuka &amp; Oka, n² = 2</translation>
    </message>
    <message>
        <source>Largest front deviation from Koshizuka &amp; Oka, 1 ≤ T ≤ 3</source>
        <translation>Plus grand écart du front par rapport à Koshizuka &amp; Oka, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>WCSPH keeps it at or below its time-step factor C = %1: sound crosses at most C·h per step</source>
        <translation>WCSPH le maintient au plus à son facteur de pas de temps C = %1 : le son parcourt au plus C·h par pas</translation>
    </message>
    <message>
        <source>DFSPH solves for the pressure instead and is not bound by it</source>
        <translation>DFSPH résout la pression à la place et n’y est pas soumis</translation>
    </message>
    <message>
        <source>WCSPH&apos;s sound limit keeps it far below 1</source>
        <translation>la limite acoustique de WCSPH la maintient bien en dessous de 1</translation>
    </message>
    <message>
        <source>DFSPH keeps it at or below its CFL number λ = %1: no particle crosses more than λh per step</source>
        <translation>DFSPH le maintient au plus à son nombre CFL λ = %1 : aucune particule ne parcourt plus de λh par pas</translation>
    </message>
    <message>
        <source>water particles (colour scale below)</source>
        <translation>particules d’eau (échelle de couleurs en bas)</translation>
    </message>
    <message>
        <source>parameter &apos;tank_length&apos;: dam break: the tank length L/a = %1 leaves the front no room; use L/a ≥ 2 (5.5 shows T up to 3.5).</source>
        <translation>paramètre &apos;tank_length&apos;&#xa0;: rupture de barrage&#xa0;: la longueur de cuve L/a = %1 ne laisse pas de place au front&#xa0;; utilisez L/a ≥ 2 (5.5 montre T jusqu’à 3.5).</translation>
    </message>
    <message>
        <source>parameters &apos;particles&apos; and &apos;tank_length&apos;: stir: %1 particles in a tank %2 a long leave only %3 particles over the depth; use at least %4 particles or a shorter tank.</source>
        <translation>paramètres &apos;particles&apos; et &apos;tank_length&apos;&#xa0;: brassage&#xa0;: %1 particules dans une cuve longue de %2 a n’en laissent que %3 sur la profondeur&#xa0;; utilisez au moins %4 particules ou une cuve plus courte.</translation>
    </message>
    <message>
        <source>The constant-density solver iterates until the mean residual |ρ* − ρ₀|/ρ₀ over the particles under pressure is below η (the divergence solver to 0.1 %).</source>
        <translation>Le solveur à masse volumique constante itère jusqu’à ce que le résidu moyen |ρ* − ρ₀|/ρ₀ sur les particules sous pression passe sous η (le solveur de divergence jusqu’à 0.1 %).</translation>
    </message>
    <message>
        <source>DFSPH mean residual |ρ* − ρ₀|/ρ₀ under pressure, last step</source>
        <translation>DFSPH&#xa0;: résidu moyen |ρ* − ρ₀|/ρ₀ sous pression, dernier pas</translation>
    </message>
    <message>
        <source>the selected particle is none of the tank&apos;s</source>
        <translation>la particule sélectionnée n’appartient pas à la cuve</translation>
    </message>
    <message>
        <source>the obstacle&apos;s grab offset is not finite</source>
        <translation>le décalage de saisie de l’obstacle n’est pas fini</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle at a position not finite or far outside the tank</source>
        <translation>l’état de la cuve a une particule de fluide à une position non finie ou loin hors de la cuve</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle with a velocity not finite</source>
        <translation>l’état de la cuve a une particule de fluide dont la vitesse n’est pas finie</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid array of %1 particles, the tank %2</source>
        <translation>l’état de la cuve a un tableau de fluide de %1 particules, la cuve %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a wall array of %1 particles, the tank %2</source>
        <translation>l’état de la cuve a un tableau de paroi de %1 particules, la cuve %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a clock that is not finite</source>
        <translation>l’état de la cuve a une horloge non finie</translation>
    </message>
    <message>
        <source>a fluid velocity, acceleration, pressure or viscosity term is not finite</source>
        <translation>une vitesse, une accélération, une pression ou un terme de viscosité du fluide n’est pas fini</translation>
    </message>
    <message>
        <source>a fluid particle&apos;s largest viscosity term is negative</source>
        <translation>le plus grand terme de viscosité d’une particule de fluide est négatif</translation>
    </message>
    <message>
        <source>a wall particle&apos;s position or velocity is not finite</source>
        <translation>la position ou la vitesse d’une particule de paroi n’est pas finie</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step or step count is not a finite number ≥ 0</source>
        <translation>le dernier pas de temps ou le nombre de pas du solveur n’est pas un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last time-step limit is none it knows</source>
        <translation>la dernière limite du pas de temps du solveur n’en est aucune qu’il connaisse</translation>
    </message>
    <message>
        <source>the tank&apos;s angle or the obstacle&apos;s place or speed is not finite</source>
        <translation>l’angle de la cuve ou la position ou la vitesse de l’obstacle n’est pas fini</translation>
    </message>
    <message>
        <source>a fluid velocity or pressure multiplier is not finite</source>
        <translation>un multiplicateur de vitesse ou de pression du fluide n’est pas fini</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step, step or iteration count is not a finite number ≥ 0</source>
        <translation>le dernier pas de temps, le nombre de pas ou d’itérations du solveur n’est pas un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last density or divergence error is not finite</source>
        <translation>la dernière erreur de densité ou de divergence du solveur n’est pas finie</translation>
    </message>
    <message>
        <source>the fluid&apos;s time is not finite</source>
        <translation>le temps du fluide n’est pas fini</translation>
    </message>
    <message>
        <source>a fluid position, velocity or density is not finite</source>
        <translation>une position, une vitesse ou une densité du fluide n’est pas finie</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>a fluid density is not positive</source>
        <translation>une densité du fluide n’est pas positive</translation>
    </message>
    <message>
        <source>a fluid particle has the id %1 of no particle</source>
        <translation>une particule de fluide a l’identifiant %1, qui n’est celui d’aucune particule</translation>
    </message>
    <message>
        <source>a wall particle belongs to no body of the tank</source>
        <translation>une particule de paroi n’appartient à aucun corps de la cuve</translation>
    </message>
    <message>
        <source>the sampling clock or the time-step statistics are not finite</source>
        <translation>l’horloge d’échantillonnage ou les statistiques du pas de temps ne sont pas finies</translation>
    </message>
    <message>
        <source>a surge-front sample is not a finite pair (T, Z)</source>
        <translation>un échantillon du front de vague n’est pas une paire finie (T, Z)</translation>
    </message>
    <message>
        <source>the last density diagnostics are not finite</source>
        <translation>les derniers diagnostics de densité ne sont pas finis</translation>
    </message>
    <message>
        <source>the obstacle&apos;s dragged offset is not finite</source>
        <translation>le décalage imposé à l’obstacle n’est pas fini</translation>
    </message>
    <message>
        <source>Automatic: DFSPH, at rest WCSPH</source>
        <translation>Automatique : DFSPH, au repos WCSPH</translation>
    </message>
    <message>
        <source>DFSPH (incompressible)</source>
        <translation>DFSPH (incompressible)</translation>
    </message>
    <message>
        <source>WCSPH (weakly compressible)</source>
        <translation>WCSPH (faiblement compressible)</translation>
    </message>
    <message>
        <source>How the pressure is found: iterated to keep ρ = ρ₀ (DFSPH, Bender &amp; Koschier; Δt from the flow, CFL) or from Tait&apos;s equation of state (WCSPH; Δt from c₀). Automatic takes DFSPH for the dam break and the stir, WCSPH for the tank at rest. At rest WCSPH shows its physical compression; DFSPH keeps the tank&apos;s mean density error at its tolerance η, the largest deeper than 2h near twice η.</source>
        <translation>Comment la pression est obtenue : itérée pour maintenir ρ = ρ₀ (DFSPH, Bender et Koschier ; Δt selon l’écoulement, CFL) ou tirée de l’équation d’état de Tait (WCSPH ; Δt selon c₀). Automatique prend DFSPH pour la rupture de barrage et le brassage, WCSPH pour le bassin au repos. Au repos, WCSPH montre sa compression physique ; DFSPH maintient l’erreur de densité moyenne du bassin à sa tolérance η, et la plus grande à plus de 2h de profondeur près du double de η.</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the CFL number λ or the density tolerance η, or raise the DFSPH viscosity α.</source>
        <translation>La simulation a divergé à t = %1 s : baissez le nombre CFL λ ou la tolérance de densité η, ou augmentez la viscosité α de DFSPH.</translation>
    </message>
    <message>
        <source>Mean density error, all fluid particles</source>
        <translation>Erreur de densité moyenne, toutes les particules de fluide</translation>
    </message>
    <message>
        <source>|ρ − ρ₀|/ρ₀ more than 2h below the free surface; nearer to it only the compression (ρ − ρ₀)⁺/ρ₀ counts: a deficit there is the surface, not an error</source>
        <translation>|ρ − ρ₀|/ρ₀ à plus de 2h sous la surface libre ; plus près d’elle, seule la compression (ρ − ρ₀)⁺/ρ₀ compte : un déficit y est la surface, pas une erreur</translation>
    </message>
</context>
<context>
    <name>springs</name>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Raideur des ressorts k_s</translation>
    </message>
    <message>
        <source>Force per unit strain |d|/r − 1 (the spring constant is k_s/r).</source>
        <translation>Force par unité de déformation |d|/r − 1 (la raideur du ressort est k_s/r).</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Amortissement des ressorts k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed along each spring.</source>
        <translation>Amortissement de la vitesse d’allongement le long de chaque ressort.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Masse des particules m</translation>
    </message>
    <message>
        <source>Mass of every particle of the rope and the cloth.</source>
        <translation>Masse de chaque particule de la corde et du tissu.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Step of every integrator. Applies while running.</source>
        <translation>Pas de chaque intégrateur. S’applique pendant la simulation.</translation>
    </message>
    <message>
        <source>Integrators</source>
        <translation>Intégrateurs</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Intégrateurs exécutés côte à côte (identifiants séparés par des virgules).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Cinétique ½mv²</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Ressort</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Pesanteur m g y</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler</source>
        <translation>Plus grand Δt stable d’Euler symplectique</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>pas de temps Δt</translation>
    </message>
    <message>
        <source>largest speed</source>
        <translation>plus grande vitesse</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>Simulations d’essai</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Énergie des ressorts</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Énergie potentielle de pesanteur (0 en y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Énergie totale</translation>
    </message>
    <message>
        <source>Highest angular frequency ω_max</source>
        <translation>Pulsation maximale ω_max</translation>
    </message>
    <message>
        <source>Symplectic Euler limit 2/ω_max</source>
        <translation>Limite d’Euler symplectique 2/ω_max</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler (search)</source>
        <translation>Plus grand Δt stable d’Euler symplectique (recherche)</translation>
    </message>
    <message>
        <source>the max stable Δt study has not run</source>
        <translation>l’étude du plus grand Δt stable n’a pas tourné</translation>
    </message>
    <message>
        <source>the stiffest spring mode</source>
        <translation>le mode de ressort le plus raide</translation>
    </message>
    <message>
        <source>Find the largest stable Δt</source>
        <translation>Trouver le plus grand Δt stable</translation>
    </message>
    <message>
        <source>Bisection over Δt: symplectic Euler on the rope and cloth from a slightly jiggled start, 2000 steps per trial; a trial is unstable when a speed exceeds 100 m/s.</source>
        <translation>Dichotomie sur Δt : Euler symplectique sur la corde et le tissu à partir d’un départ légèrement perturbé, 2000 pas par essai ; un essai est instable quand une vitesse dépasse 100 m/s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs</source>
        <translation>Corde et tissu en ressorts</translation>
    </message>
    <message>
        <source>Springs: rope and cloth, explicit vs symplectic Euler</source>
        <translation>Ressorts : corde et tissu, Euler explicite contre symplectique</translation>
    </message>
    <message>
        <source>Damped springs make a rope and a cloth; stiff springs make explicit Euler blow up.</source>
        <translation>Des ressorts amortis forment une corde et un tissu ; des ressorts raides font exploser Euler explicite.</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>Énergie — %1</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   largest stable Δt (symplectic Euler) = %5 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   plus grand Δt stable (Euler symplectique) = %5 s</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</translation>
    </message>
    <message>
        <source>A rope and a cloth of springs.</source>
        <translation>Une corde et un tissu de ressorts.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs: %1 diverged at t = %2 s.</source>
        <translation>Corde et tissu de ressorts : %1 a divergé à t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs, %1: stretched %2 % on average, at most %3 %; total energy %4 J.</source>
        <translation>Corde et tissu de ressorts, %1 : étirés de %2 % en moyenne, au plus %3 % ; énergie totale %4 J.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs. %1: stretched %2 % on average, at most %3 %, total energy %4 J; %5: stretched %6 % on average, at most %7 %, total energy %8 J.</source>
        <translation>Corde et tissu de ressorts. %1 : étirés de %2 % en moyenne, au plus %3 %, énergie totale %4 J ; %5 : étirés de %6 % en moyenne, au plus %7 %, énergie totale %8 J.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 a divergé à t = %2 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies the stiffest mode&apos;s energy by 1 + (ω_max Δt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 a divergé à t = %2 s : chaque pas multiplie l’énergie du mode le plus raide par 1 + (ω_max Δt)² = %3. Réduisez Δt ou utilisez Euler symplectique.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω_max Δt = %3 is beyond its stability limit. Lower Δt or soften the springs.</source>
        <translation>%1 a divergé à t = %2 s : ω_max Δt = %3 dépasse sa limite de stabilité. Réduisez Δt ou assouplissez les ressorts.</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>a divergé à t = %1 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>le temps doit être un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the largest stable Δt must be a positive number</source>
        <translation>le plus grand Δt stable doit être un nombre positif</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>la simulation du glissement n’existe pas</translation>
    </message>
</context>
<context>
    <name>taylor</name>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; %1 is not defined at x = %5.</source>
        <translation>Polynôme de Taylor de %1 autour de a = %2, degré %3 sur %4 affiché ; %1 n’est pas défini en x = %5.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, and the Lagrange bound is infinite there.</source>
        <translation>Polynôme de Taylor de %1 autour de a = %2, degré %3 sur %4 affiché ; en x = %5 son erreur est %6, et la borne de Lagrange y est infinie.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, against the Lagrange bound %7.</source>
        <translation>Polynôme de Taylor de %1 autour de a = %2, degré %3 sur %4 affiché ; en x = %5 son erreur est %6, contre la borne de Lagrange %7.</translation>
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
        <translation>Fonction f</translation>
    </message>
    <message>
        <source>The function to expand: eˣ, sin x, cos x, ln(1 + x) or 1/(1 − x).</source>
        <translation>La fonction à développer : eˣ, sin x, cos x, ln(1 + x) ou 1/(1 − x).</translation>
    </message>
    <message>
        <source>Expansion point a</source>
        <translation>Point de développement a</translation>
    </message>
    <message>
        <source>The point the Taylor series is built around.</source>
        <translation>Le point autour duquel la série de Taylor est construite.</translation>
    </message>
    <message>
        <source>Degree N</source>
        <translation>Degré N</translation>
    </message>
    <message>
        <source>Highest power in the partial sum P_N; P₀ … P_N are drawn.</source>
        <translation>Plus haute puissance de la somme partielle P_N ; P₀ … P_N sont tracés.</translation>
    </message>
    <message>
        <source>Range from x</source>
        <translation>Intervalle de x</translation>
    </message>
    <message>
        <source>Left end of the x range of the charts.</source>
        <translation>Borne gauche de l’intervalle en x des graphiques.</translation>
    </message>
    <message>
        <source>Range to x</source>
        <translation>Intervalle jusqu’à x</translation>
    </message>
    <message>
        <source>Right end of the x range of the charts.</source>
        <translation>Borne droite de l’intervalle en x des graphiques.</translation>
    </message>
    <message>
        <source>How many terms: at x</source>
        <translation>Combien de termes : en x</translation>
    </message>
    <message>
        <source>The point where the &quot;how many terms?&quot; tool wants the accuracy.</source>
        <translation>Le point où l’outil « Combien de termes ? » exige la précision.</translation>
    </message>
    <message>
        <source>How many terms: tolerance Δ</source>
        <translation>Combien de termes : tolérance Δ</translation>
    </message>
    <message>
        <source>The error allowed at x: the tool finds the smallest N whose Lagrange bound is ≤ Δ.</source>
        <translation>L’erreur admise en x : l’outil cherche le plus petit N dont la borne de Lagrange est ≤ Δ.</translation>
    </message>
    <message>
        <source>Table: x values</source>
        <translation>Tableau : valeurs de x</translation>
    </message>
    <message>
        <source>Comma-separated x values of the table x, P_N(x), f(x), error, bound.</source>
        <translation>Valeurs de x, séparées par des virgules, du tableau x, P_N(x), f(x), erreur, borne.</translation>
    </message>
    <message>
        <source>every x</source>
        <translation>tout x</translation>
    </message>
    <message>
        <source>Taylor polynomials P₀ … P%1 of %2</source>
        <translation>Polynômes de Taylor P₀ … P%1 de %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>True error and Lagrange bound, N = %1</source>
        <translation>Erreur vraie et borne de Lagrange, N = %1</translation>
    </message>
    <message>
        <source>|f − %1|; left out outside %2, where the series diverges</source>
        <translation>|f − %1| ; omis hors de %2, où la série diverge</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!; left out outside %2, where the series diverges</source>
        <translation>borne M|x − a|^%1/%1! ; omise hors de %2, où la série diverge</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!</source>
        <translation>borne M|x − a|^%1/%1!</translation>
    </message>
    <message>
        <source>degree N</source>
        <translation>degré N</translation>
    </message>
    <message>
        <source>error at x</source>
        <translation>erreur en x</translation>
    </message>
    <message>
        <source>Bound and error at x = %1</source>
        <translation>Borne et erreur en x = %1</translation>
    </message>
    <message>
        <source>Lagrange bound</source>
        <translation>Borne de Lagrange</translation>
    </message>
    <message>
        <source>true error |f(x) − P_N(x)|</source>
        <translation>erreur vraie |f(x) − P_N(x)|</translation>
    </message>
    <message>
        <source>tolerance Δ = %1</source>
        <translation>tolérance Δ = %1</translation>
    </message>
    <message>
        <source>Error of sin θ ≈ θ</source>
        <translation>Erreur de sin θ ≈ θ</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>angle θ</translation>
    </message>
    <message>
        <source>relative error (θ − sin θ)/sin θ</source>
        <translation>erreur relative (θ − sin θ)/sin θ</translation>
    </message>
    <message>
        <source>(θ − sin θ)/sin θ</source>
        <translation>(θ − sin θ)/sin θ</translation>
    </message>
    <message>
        <source>1 % at θ = %1°</source>
        <translation>1 % à θ = %1°</translation>
    </message>
    <message>
        <source>Radians: π rad = 180°</source>
        <translation>Radians : π rad = 180°</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>angle</translation>
    </message>
    <message>
        <source>θ in radians, and sin θ</source>
        <translation>θ en radians, et sin θ</translation>
    </message>
    <message>
        <source>θ in rad</source>
        <translation>θ en rad</translation>
    </message>
    <message>
        <source>sin θ</source>
        <translation>sin θ</translation>
    </message>
    <message>
        <source>Classic angles</source>
        <translation>Angles classiques</translation>
    </message>
    <message>
        <source>Fewest terms (degree N + 1) with bound ≤ Δ</source>
        <translation>Moins de termes (degré N + 1) avec borne ≤ Δ</translation>
    </message>
    <message>
        <source>Smallest degree N with bound ≤ Δ</source>
        <translation>Plus petit degré N avec borne ≤ Δ</translation>
    </message>
    <message>
        <source>at x = %1 with Δ = %2: degree N = %3</source>
        <translation>en x = %1 avec Δ = %2 : degré N = %3</translation>
    </message>
    <message>
        <source>Lagrange bound for that N</source>
        <translation>Borne de Lagrange pour ce N</translation>
    </message>
    <message>
        <source>Lagrange bound for N − 1 (&gt; Δ)</source>
        <translation>Borne de Lagrange pour N − 1 (&gt; Δ)</translation>
    </message>
    <message>
        <source>N = 0 already meets the tolerance</source>
        <translation>N = 0 respecte déjà la tolérance</translation>
    </message>
    <message>
        <source>True error of that P_N at x</source>
        <translation>Erreur vraie de ce P_N en x</translation>
    </message>
    <message>
        <source>no degree up to %1 has a Lagrange bound ≤ Δ at x = %2 with Δ = %3</source>
        <translation>aucun degré jusqu’à %1 n’a une borne de Lagrange ≤ Δ en x = %2 avec Δ = %3</translation>
    </message>
    <message>
        <source>over the part of the range where the series converges (%1)</source>
        <translation>sur la partie de l’intervalle où la série converge (%1)</translation>
    </message>
    <message>
        <source>the series converges nowhere in the range [%1, %2]</source>
        <translation>la série ne converge nulle part dans l’intervalle [%1, %2]</translation>
    </message>
    <message>
        <source>Largest true error |f − P_N| over the range</source>
        <translation>Plus grande erreur vraie |f − P_N| sur l’intervalle</translation>
    </message>
    <message>
        <source>Largest Lagrange bound over the range</source>
        <translation>Plus grande borne de Lagrange sur l’intervalle</translation>
    </message>
    <message>
        <source>Radius of convergence about a</source>
        <translation>Rayon de convergence autour de a</translation>
    </message>
    <message>
        <source>sin θ ≈ θ is 1 % off from θ =</source>
        <translation>sin θ ≈ θ s’écarte de 1 % à partir de θ =</translation>
    </message>
    <message>
        <source>error |f − P_N|</source>
        <translation>erreur |f − P_N|</translation>
    </message>
    <message>
        <source>%1 about a = %2, degree N = %3</source>
        <translation>%1 autour de a = %2, degré N = %3</translation>
    </message>
    <message>
        <source>Degrees and radians (θ = s/r), and the small-angle error</source>
        <translation>Degrés et radians (θ = s/r), et l’erreur des petits angles</translation>
    </message>
    <message>
        <source>(units of x)</source>
        <translation>(unités de x)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3 (charts: adding term %4 of %5)</source>
        <translation>%1 autour de a = %2, N = %3 (graphiques : ajout du terme %4 sur %5)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3</source>
        <translation>%1 autour de a = %2, N = %3</translation>
    </message>
    <message>
        <source>%1;  converges for %2;  at x = %3, Δ = %4 needs N = %5 (%6 terms)</source>
        <translation>%1 ;  converge pour %2 ;  en x = %3, Δ = %4 demande N = %5 (%6 termes)</translation>
    </message>
    <message>
        <source>%1;  converges for %2</source>
        <translation>%1 ;  converge pour %2</translation>
    </message>
    <message>
        <source>The series of %1 about a = %2 converges only for %3: the error and the bound are left out of the chart beyond, where adding terms makes P_N worse.</source>
        <translation>La série de %1 autour de a = %2 ne converge que pour %3 : l’erreur et la borne sont omises du graphique au-delà, où ajouter des termes aggrave P_N.</translation>
    </message>
    <message>
        <source>ln(1 + x) is not defined for x ≤ −1: that part of the range has no curve for f.</source>
        <translation>ln(1 + x) n’est pas défini pour x ≤ −1 : cette partie de l’intervalle n’a pas de courbe pour f.</translation>
    </message>
    <message>
        <source>How many terms: %1 is not defined at x = %2. Choose another x.</source>
        <translation>Combien de termes : %1 n’est pas défini en x = %2. Choisissez un autre x.</translation>
    </message>
    <message>
        <source> The interval between a and x contains the singularity, so no M exists.</source>
        <translation> L’intervalle entre a et x contient la singularité : aucun M n’existe.</translation>
    </message>
    <message>
        <source> x lies outside the convergence interval (%1).</source>
        <translation> x est hors de l’intervalle de convergence (%1).</translation>
    </message>
    <message>
        <source> The series converges at x, but here M grows about as fast as (N + 1)!, so the Lagrange bound does not shrink with N: it is too pessimistic to prove the convergence (the true error, in the &quot;how many terms&quot; chart, does shrink).</source>
        <translation> La série converge en x, mais ici M croît à peu près comme (N + 1)! : la borne de Lagrange ne diminue pas avec N ; elle est trop pessimiste pour prouver la convergence (l’erreur vraie, dans le graphique « Combien de termes », diminue bien).</translation>
    </message>
    <message>
        <source>How many terms: no degree up to %1 brings the Lagrange bound at x = %2 below Δ = %3.%4</source>
        <translation>Combien de termes : aucun degré jusqu’à %1 ne ramène la borne de Lagrange en x = %2 sous Δ = %3.%4</translation>
    </message>
    <message>
        <source>Taylor series and the Lagrange error bound</source>
        <translation>Série de Taylor et borne d’erreur de Lagrange</translation>
    </message>
    <message>
        <source>Why every integrator has an order: polynomials that hug a function, and how far off they are.</source>
        <translation>Pourquoi chaque intégrateur a un ordre : des polynômes qui épousent une fonction, et de combien ils s’en écartent.</translation>
    </message>
    <message>
        <source>parameter &apos;function&apos;: unknown function %1</source>
        <translation>paramètre &apos;function&apos; : fonction inconnue %1</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: ln(1 + x) is only defined for x &gt; −1: choose an expansion point a &gt; −1 (a = %1)</source>
        <translation>paramètre &apos;a&apos; : ln(1 + x) n’est défini que pour x &gt; −1 : choisissez un point de développement a &gt; −1 (a = %1)</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: 1/(1 − x) has its pole at x = 1: choose an expansion point a ≠ 1</source>
        <translation>paramètre &apos;a&apos; : 1/(1 − x) a son pôle en x = 1 : choisissez un point de développement a ≠ 1</translation>
    </message>
    <message>
        <source>parameters &apos;x_min&apos; and &apos;x_max&apos;: the range needs x_min &lt; x_max (x_min = %1, x_max = %2)</source>
        <translation>paramètres &apos;x_min&apos; et &apos;x_max&apos; : l’intervalle demande x_min &lt; x_max (x_min = %1, x_max = %2)</translation>
    </message>
    <message>
        <source>parameter &apos;x_values&apos;: give 1 to 100 numbers separated by commas, e.g. &quot;0, 0.1, 0.5, 1&quot; (got %1)</source>
        <translation>paramètre &apos;x_values&apos; : donnez de 1 à 100 nombres séparés par des virgules, p. ex. &quot;0, 0.1, 0.5, 1&quot; (reçu : %1)</translation>
    </message>
    <message>
        <source>the clock t = %1 s is not a time of a run</source>
        <translation>l’horloge t = %1 s n’est pas un instant d’une simulation</translation>
    </message>
</context>
<context>
    <name>velocity-field</name>
    <message>
        <source>Velocity field</source>
        <translation>Champ de vitesses</translation>
    </message>
    <message>
        <source>v = (x, 5 cos x)</source>
        <translation>v = (x, 5 cos x)</translation>
    </message>
    <message>
        <source>Rotation (circles)</source>
        <translation>Rotation (cercles)</translation>
    </message>
    <message>
        <source>Lamb–Oseen vortex</source>
        <translation>Tourbillon de Lamb–Oseen</translation>
    </message>
    <message>
        <source>Double gyre (time-dependent)</source>
        <translation>Double tourbillon (dépendant du temps)</translation>
    </message>
    <message>
        <source>The flow that carries the particle.</source>
        <translation>L’écoulement qui transporte la particule.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Pas de temps Δt</translation>
    </message>
    <message>
        <source>Step size of every method. Applies while running.</source>
        <translation>Pas de chaque méthode. S’applique pendant la simulation.</translation>
    </message>
    <message>
        <source>Start x₀</source>
        <translation>Départ x₀</translation>
    </message>
    <message>
        <source>Where the particle is dropped (or click in the view).</source>
        <translation>Où la particule est lâchée (ou cliquez dans la vue).</translation>
    </message>
    <message>
        <source>Start y₀</source>
        <translation>Départ y₀</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Temps final T</translation>
    </message>
    <message>
        <source>The run stops here; the endpoint error is measured here.</source>
        <translation>La simulation s’arrête ici ; l’erreur finale est mesurée ici.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Méthodes</translation>
    </message>
    <message>
        <source>Integrators traced side by side (comma-separated ids).</source>
        <translation>Intégrateurs tracés côte à côte (identifiants séparés par des virgules).</translation>
    </message>
    <message>
        <source>Distance from the reference path</source>
        <translation>Distance à la trajectoire de référence</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distance</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>pas de temps Δt</translation>
    </message>
    <message>
        <source>distance at T</source>
        <translation>distance en T</translation>
    </message>
    <message>
        <source>Distance from the reference at T (endpoint error)</source>
        <translation>Distance à la référence en T (erreur finale)</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>l’étude de convergence n’a pas encore tourné</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/100)</source>
        <translation>Référence (RK4, Δt/100)</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Lancer l’étude de convergence</translation>
    </message>
    <message>
        <source>Distance from the reference at the end time T for the current Δt and for Δt halved six times, per method.</source>
        <translation>Distance à la référence au temps final T pour le Δt actuel et pour Δt divisé par deux six fois, par méthode.</translation>
    </message>
    <message>
        <source>Tracing a particle through a velocity field</source>
        <translation>Suivre une particule dans un champ de vitesses</translation>
    </message>
    <message>
        <source>dx/dt = v(x, t): Euler, Heun, midpoint and RK4 follow a particle through a flow.</source>
        <translation>dx/dt = v(x, t) : Euler, Heun, point milieu et RK4 suivent une particule dans un écoulement.</translation>
    </message>
    <message>
        <source>%1   t = %2 s   Δt = %3 s   (click to drop the particle)</source>
        <translation>%1   t = %2 s   Δt = %3 s   (cliquez pour lâcher la particule)</translation>
    </message>
    <message>
        <source>Error at T = %1 s against Δt</source>
        <translation>Erreur en T = %1 s en fonction de Δt</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 diverged at t = %5 s.</source>
        <translation>La particule est en (%1, %2) m, emportée à %3 m/s ; %4 a divergé à t = %5 s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s.</source>
        <translation>La particule est en (%1, %2) m, emportée à %3 m/s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 is farthest from it, %5 m away.</source>
        <translation>La particule est en (%1, %2) m, emportée à %3 m/s ; %4 en est le plus loin, à %5 m.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: time step Δt = %1 s must be smaller than the end time T = %2 s.</source>
        <translation>paramètres &apos;dt&apos; et &apos;end_time&apos; : le pas de temps Δt = %1 s doit être inférieur au temps final T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: the start %1 = %2 m lies outside this field&apos;s region, %3 to %4 m (the field&apos;s region is [%5, %6] × [%7, %8] m).</source>
        <translation>paramètre &apos;%1&apos; : le départ %1 = %2 m est hors de la région de ce champ, de %3 à %4 m (la région du champ est [%5 ; %6] × [%7 ; %8] m).</translation>
    </message>
    <message>
        <source>at T = %1 s with Δt = %2 s from (%3, %4) m</source>
        <translation>à T = %1 s avec Δt = %2 s depuis (%3 ; %4) m</translation>
    </message>
    <message>
        <source>study cancelled before every method ran</source>
        <translation>étude annulée avant que chaque méthode ait tourné</translation>
    </message>
    <message>
        <source>%1 diverged before T</source>
        <translation>%1 a divergé avant T</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (a divergé à t = %2 s)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: it ended up more than %3 times farther from the reference solution than the reference is from the origin. Lower Δt.</source>
        <translation>%1 a divergé à t = %2 s&#xa0;: elle s’est retrouvée plus de %3 fois plus loin de la solution de référence que la référence ne l’est de l’origine. Réduisez Δt.</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergé)</translation>
    </message>
    <message>
        <source>the study&apos;s Δt = %1 s is not a time step</source>
        <translation>le Δt = %1 s de l’étude n’est pas un pas de temps</translation>
    </message>
    <message>
        <source>the study&apos;s endpoint error of %1 is not a distance</source>
        <translation>l’erreur finale de %1 dans l’étude n’est pas une distance</translation>
    </message>
    <message>
        <source>the velocity-field state</source>
        <translation>l’état du champ de vitesses</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>le temps t = %1 s n’est pas un instant d’une simulation</translation>
    </message>
    <message>
        <source>the reference point is not a finite point of the plane</source>
        <translation>le point de référence n’est pas un point fini du plan</translation>
    </message>
    <message>
        <source>the reference path is too long or not finite</source>
        <translation>la trajectoire de référence est trop longue ou n’est pas finie</translation>
    </message>
    <message>
        <source>%1: the particle is not a finite point of the plane</source>
        <translation>%1 : la particule n’est pas un point fini du plan</translation>
    </message>
    <message>
        <source>%1: the particle is farther from the reference than a run that has not diverged can be</source>
        <translation>%1 : la particule est plus loin de la référence que ne peut l’être une simulation qui n’a pas divergé</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1 : l’instant de divergence n’est pas un instant de la simulation</translation>
    </message>
    <message>
        <source>%1: the path is too long or not finite</source>
        <translation>%1 : la trajectoire est trop longue ou n’est pas finie</translation>
    </message>
</context>
<context>
    <name>xpbd</name>
    <message>
        <source>XPBD constraints</source>
        <translation>Contraintes XPBD</translation>
    </message>
    <message>
        <source>Damped springs (symplectic Euler)</source>
        <translation>Ressorts amortis (Euler symplectique)</translation>
    </message>
    <message>
        <source>Compliance α</source>
        <translation>Souplesse α</translation>
    </message>
    <message>
        <source>Inverse stiffness of every XPBD link; 0 is rigid.</source>
        <translation>Inverse de la raideur de chaque lien XPBD ; 0 est rigide.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Sous-pas</translation>
    </message>
    <message>
        <source>Each frame Δt is split into this many substeps (both versions).</source>
        <translation>Chaque image Δt est divisée en autant de sous-pas (les deux versions).</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Itérations</translation>
    </message>
    <message>
        <source>Gauss–Seidel sweeps over the XPBD links per substep.</source>
        <translation>Passes de Gauss–Seidel sur les liens XPBD par sous-pas.</translation>
    </message>
    <message>
        <source>Frame time step Δt</source>
        <translation>Pas de temps d’image Δt</translation>
    </message>
    <message>
        <source>One frame; split into the substeps.</source>
        <translation>Une image ; divisée en sous-pas.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Masse des particules m</translation>
    </message>
    <message>
        <source>Mass of every particle.</source>
        <translation>Masse de chaque particule.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s (spring version)</source>
        <translation>Raideur des ressorts k_s (version ressorts)</translation>
    </message>
    <message>
        <source>Spring version: force per unit strain; ℓ₀/α matches α.</source>
        <translation>Version ressorts : force par unité de déformation ; ℓ₀/α correspond à α.</translation>
    </message>
    <message>
        <source>Spring damping k_d (spring version)</source>
        <translation>Amortissement des ressorts k_d (version ressorts)</translation>
    </message>
    <message>
        <source>Spring version: damping of the stretching speed.</source>
        <translation>Version ressorts : amortissement de la vitesse d’allongement.</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀</source>
        <translation>Erreur de contrainte |ℓ − ℓ₀|/ℓ₀</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>relative length error</source>
        <translation>erreur relative de longueur</translation>
    </message>
    <message>
        <source>Total energy: kinetic + elastic + gravity</source>
        <translation>Énergie totale : cinétique + élastique + pesanteur</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Ressorts</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀ (mean, max)</source>
        <translation>Erreur de contrainte |ℓ − ℓ₀|/ℓ₀ (moyenne, max)</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Énergie cinétique</translation>
    </message>
    <message>
        <source>Elastic energy (springs; ½C²/α for XPBD)</source>
        <translation>Énergie élastique (ressorts ; ½C²/α pour XPBD)</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Énergie potentielle de pesanteur (0 en y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Énergie totale</translation>
    </message>
    <message>
        <source>Rope and cloth of XPBD rods</source>
        <translation>Corde et tissu en tiges XPBD</translation>
    </message>
    <message>
        <source>Saved from the xpbd lesson (its XPBD run).</source>
        <translation>Enregistré depuis la leçon XPBD (sa simulation XPBD).</translation>
    </message>
    <message>
        <source>XPBD: stiff constraints at any time step</source>
        <translation>XPBD : des contraintes raides à tout pas de temps</translation>
    </message>
    <message>
        <source>The rope and cloth as XPBD distance constraints next to springs at the same Δt.</source>
        <translation>La corde et le tissu en contraintes de distance XPBD à côté de ressorts au même Δt.</translation>
    </message>
    <message>
        <source>XPBD</source>
        <translation>XPBD</translation>
    </message>
    <message>
        <source>XPBD, mean</source>
        <translation>XPBD, moyenne</translation>
    </message>
    <message>
        <source>Springs, mean</source>
        <translation>Ressorts, moyenne</translation>
    </message>
    <message>
        <source>XPBD, max</source>
        <translation>XPBD, max</translation>
    </message>
    <message>
        <source>Springs, max</source>
        <translation>Ressorts, max</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s in %3 substeps × %4 iterations   α = %5 m/N</source>
        <translation>t = %1   Δt = %2 s en %3 sous-pas × %4 itérations   α = %5 m/N</translation>
    </message>
    <message>
        <source>Rope and cloth: %1 diverged at t = %2 s.</source>
        <translation>Corde et tissu : %1 a divergé à t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth: the XPBD rods are off their length by %1 % on average, at most %2 %, total energy %3 J; the springs by %4 % on average, at most %5 %.</source>
        <translation>Corde et tissu : les tiges XPBD s’écartent de leur longueur de %1 % en moyenne, au plus %2 %, énergie totale %3 J ; les ressorts de %4 % en moyenne, au plus %5 %.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;substeps&apos;: Δt / substeps is below 1 µs: use fewer substeps or a larger Δt.</source>
        <translation>paramètres &apos;dt&apos; et &apos;substeps&apos; : Δt / sous-pas est inférieur à 1 µs : prenez moins de sous-pas ou un Δt plus grand.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 a divergé à t = %2 s</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergé à t = %1 s</translation>
    </message>
    <message>
        <source>error: mean %1, max %2</source>
        <translation>erreur : moyenne %1, max %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the springs are too stiff for Δt/substeps with an explicit integrator. Raise the substeps or soften k_s.</source>
        <translation>%1 a divergé à t = %2 s : les ressorts sont trop raides pour Δt/sous-pas avec un intégrateur explicite. Augmentez les sous-pas ou réduisez k_s.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: lower Δt or raise the substeps.</source>
        <translation>%1 a divergé à t = %2 s : réduisez Δt ou augmentez les sous-pas.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>le temps doit être un nombre fini ≥ 0</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>la simulation du glissement n’existe pas</translation>
    </message>
</context>
</TS>
