<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;A teaching tool for particle-based physics and the numerical methods behind it: integrators, Taylor series, pendulums, springs and constraints, gases and SPH water.&lt;/p&gt;&lt;p&gt;Licence: %2 (GNU General Public License, version 3 or later)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Built with Qt %4 (running on Qt %5), Eigen, C++20.&lt;/p&gt;</source>
        <translation>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;Una herramienta didáctica de física de partículas y de los métodos numéricos que hay detrás: integradores, series de Taylor, péndulos, resortes y ligaduras, gases y agua SPH.&lt;/p&gt;&lt;p&gt;Licencia: %2 (GNU General Public License, versión 3 o posterior)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Compilado con Qt %4 (ejecutándose en Qt %5), Eigen, C++20.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About ParticleLab</source>
        <translation>Acerca de ParticleLab</translation>
    </message>
</context>
<context>
    <name>ChartDescription</name>
    <message numerus="yes">
        <source>%1: %n points, the last at x = %2: %3%4</source>
        <translation>
            <numerusform>%1: %n puntos, el último en x = %2: %3%4</numerusform>
            <numerusform>%1: %n puntos, el último en x = %2: %3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now at x = %2%3, y = %4%5</source>
        <translation>%1 ahora en x = %2%3, y = %4%5</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>estable</translation>
    </message>
    <message>
        <source>rising</source>
        <translation>en aumento</translation>
    </message>
    <message>
        <source>falling</source>
        <translation>en descenso</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, as at the start</source>
        <translation>%1 %2, ahora %3%4, como al principio</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 above the start</source>
        <translation>%1 %2, ahora %3%4, %5%4 por encima del inicio</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 below the start</source>
        <translation>%1 %2, ahora %3%4, %5%4 por debajo del inicio</translation>
    </message>
    <message>
        <source>%1: one point, at x = %2: %3%4</source>
        <translation>%1: un punto, en x = %2: %3%4</translation>
    </message>
</context>
<context>
    <name>FileWriting</name>
    <message>
        <source>the data could not be written</source>
        <translation>no se pudieron escribir los datos</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se indicó ningún nombre de archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>no se puede escribir %1: es una carpeta</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>no se puede escribir %1: la carpeta %2 no existe</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is empty</source>
        <translation>la imagen &apos;%1&apos; está vacía</translation>
    </message>
    <message>
        <source>frame rate %1 is outside 1 to 240 frames/s</source>
        <translation>la frecuencia de %1 fotogramas/s está fuera del intervalo de 1 a 240</translation>
    </message>
    <message>
        <source>frame size %1×%2 is outside 16×16 to 7680×4320</source>
        <translation>el tamaño de fotograma %1×%2 está fuera del intervalo de 16×16 a 7680×4320</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>ffmpeg is not installed, so %1 cannot be written (install the ffmpeg package, or record a PNG sequence into a folder instead)</source>
        <translation>ffmpeg no está instalado, así que no se puede escribir %1 (instale el paquete ffmpeg o, en su lugar, grabe una secuencia de imágenes PNG en una carpeta)</translation>
    </message>
    <message>
        <source>cannot start %1</source>
        <translation>no se puede iniciar %1</translation>
    </message>
    <message>
        <source>ffmpeg does not take more frames: %1</source>
        <translation>ffmpeg no acepta más fotogramas: %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped: %1</source>
        <translation>ffmpeg se detuvo: %1</translation>
    </message>
    <message>
        <source>ffmpeg could not write %1: %2</source>
        <translation>ffmpeg no pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>the export directory is empty</source>
        <translation>no se indicó la carpeta de exportación</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is a file, not a directory</source>
        <translation>la carpeta de exportación &apos;%1&apos; es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>cannot create export directory &apos;%1&apos;: %2</source>
        <translation>no se puede crear la carpeta de exportación &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is not writable: %2</source>
        <translation>no se puede escribir en la carpeta de exportación &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the lock file could not be created</source>
        <translation>no se pudo crear el archivo de bloqueo</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is in use by another particlelab run (process %2); wait for it or choose another folder</source>
        <translation>la carpeta de exportación &apos;%1&apos; está en uso por otra ejecución de ParticleLab (proceso %2); espere a que termine o elija otra carpeta</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; cannot be locked for writing (%2)</source>
        <translation>la carpeta de exportación &apos;%1&apos; no se puede bloquear para escribir (%2)</translation>
    </message>
    <message>
        <source>cannot write into export directory &apos;%1&apos;: %2</source>
        <translation>no se puede escribir en la carpeta de exportación &apos;%1&apos;: %2</translation>
    </message>
</context>
<context>
    <name>HandoutPdf</name>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>en t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time t = %1 s · printed %2 · ParticleLab %3</source>
        <translation>Tiempo simulado t = %1 s · impreso el %2 · ParticleLab %3</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>The run&apos;s settings, %1.</source>
        <translation>Los ajustes de la simulación, %1.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mediciones</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Fecha:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>página %1 de %2</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
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
        <translation>no es un número</translation>
    </message>
</context>
<context>
    <name>MeasurementWords</name>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n fila</numerusform>
            <numerusform>%n filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … (%n rows)</source>
        <translation>
            <numerusform> … (%n fila)</numerusform>
            <numerusform> … (%n filas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>type a number</source>
        <translation>escriba un número</translation>
    </message>
    <message>
        <source>type a number (in %1)</source>
        <translation>escriba un número (en %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation>“%1” no es un número en %2</translation>
    </message>
    <message>
        <source>ParticleLab session or scene (*%1 *.json);;All files (*)</source>
        <translation>Sesión o escena de ParticleLab (*%1 *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This study will take about %1: %2.

Start it anyway? It can be cancelled at any time.</source>
        <translation>Este estudio tardará unos %1: %2.

¿Iniciarlo de todos modos? Se puede cancelar en cualquier momento.</translation>
    </message>
    <message>
        <source>Long study</source>
        <translation>Estudio largo</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Reducir el &amp;movimiento</translation>
    </message>
    <message>
        <source>Stop decorative animation (sliding panels and menus, a blinking cursor); the simulation still plays</source>
        <translation>Detener las animaciones decorativas (paneles y menús que se deslizan, un cursor que parpadea); la simulación sigue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number here: decimals are written with a point, as in %2</source>
        <translation>“%1” no es un número aquí: los decimales se escriben con punto, como en %2</translation>
    </message>
</context>
<context>
    <name>QtAdapters</name>
    <message>
        <source>to the power</source>
        <translation>elevado a</translation>
    </message>
</context>
<context>
    <name>SpreadsheetExport</name>
    <message>
        <source>Sheet</source>
        <translation>Hoja</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Gráfico: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabla: %1</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mediciones</translation>
    </message>
    <message>
        <source>Measurements at the end of the run</source>
        <translation>Mediciones al final de la simulación</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>The parameters of the run</source>
        <translation>Los parámetros de la simulación</translation>
    </message>
    <message>
        <source>cannot create the workbook %1</source>
        <translation>no se puede crear el libro %1</translation>
    </message>
    <message>
        <source>cannot add the sheet “%1”</source>
        <translation>no se puede añadir la hoja “%1”</translation>
    </message>
    <message>
        <source>ParticleLab run at t = %1 s</source>
        <translation>Simulación de ParticleLab en t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>Tiempo simulado</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Fecha de exportación</translation>
    </message>
    <message>
        <source>Same numbers in (--export)</source>
        <translation>Mismos datos en (--export)</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Valor %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Id (report.json)</source>
        <translation>Id (report.json)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>no file name for the spreadsheet</source>
        <translation>falta el nombre de archivo de la hoja de cálculo</translation>
    </message>
    <message>
        <source>cannot write %1: no temporary folder (%2)</source>
        <translation>no se puede escribir %1: no hay carpeta temporal (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
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
        <translation>Coeficientes de restitución: indique al menos un valor entre 0 y 1, p. ej. 0.9,0.8,0.6.</translation>
    </message>
    <message>
        <source>Restitutions: at most 8 balls.</source>
        <translation>Coeficientes de restitución: como máximo 8 pelotas.</translation>
    </message>
    <message>
        <source>Restitutions r</source>
        <translation>Coeficientes de restitución r</translation>
    </message>
    <message>
        <source>One ball per value (0 … 1), comma-separated, on the floor and on the tilted plane.</source>
        <translation>Una pelota por valor (0 … 1), separados por comas, en el suelo y en el plano inclinado.</translation>
    </message>
    <message>
        <source>Drop height h</source>
        <translation>Altura de caída h</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of each floor ball at t = 0.</source>
        <translation>Separación entre el suelo y la parte inferior de cada pelota del suelo en t = 0.</translation>
    </message>
    <message>
        <source>Plane tilt θ</source>
        <translation>Inclinación del plano θ</translation>
    </message>
    <message>
        <source>Angle of the tilted plane to the floor.</source>
        <translation>Ángulo del plano inclinado respecto al suelo.</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>Rozamiento μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of floor and plane.</source>
        <translation>Coeficiente de rozamiento de Coulomb del suelo y del plano.</translation>
    </message>
    <message>
        <source>Ball radius</source>
        <translation>Radio de la pelota</translation>
    </message>
    <message>
        <source>Radius of every ball.</source>
        <translation>Radio de cada pelota.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Frame step of symplectic Euler; split into the substeps.</source>
        <translation>Paso de fotograma de Euler simpléctico; dividido en los subpasos.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Subpasos</translation>
    </message>
    <message>
        <source>Substeps per frame: contacts are resolved in each.</source>
        <translation>Subpasos por fotograma: los contactos se resuelven en cada uno.</translation>
    </message>
    <message>
        <source>Height of successive bounces (floor balls)</source>
        <translation>Altura de los rebotes sucesivos (pelotas del suelo)</translation>
    </message>
    <message>
        <source>bounce n</source>
        <translation>rebote n</translation>
    </message>
    <message>
        <source>bounce height h_n</source>
        <translation>altura de rebote h_n</translation>
    </message>
    <message>
        <source>Energy of all balls</source>
        <translation>Energía de todas las pelotas</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Cinética</translation>
    </message>
    <message>
        <source>Gravitational</source>
        <translation>Gravitatoria</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Mean ratio of successive bounce heights h_{n+1}/h_n</source>
        <translation>Razón media de las alturas de rebotes sucesivos h_{n+1}/h_n</translation>
    </message>
    <message>
        <source>Expected ratio r²</source>
        <translation>Razón esperada r²</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Energía potencial gravitatoria (0 en y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energía total</translation>
    </message>
    <message>
        <source>Expected first bounce h r² (dashed)</source>
        <translation>Primer rebote esperado h r² (discontinua)</translation>
    </message>
    <message>
        <source>Bouncing balls</source>
        <translation>Pelotas que rebotan</translation>
    </message>
    <message>
        <source>Saved from the bouncing lesson: the balls above the floor. A scene&apos;s wall has one restitution for every ball.</source>
        <translation>Guardado desde la lección de pelotas que rebotan: las pelotas sobre el suelo. Una pared de escena tiene una sola restitución para todas las pelotas.</translation>
    </message>
    <message>
        <source>Bouncing balls: restitution and friction</source>
        <translation>Pelotas que rebotan: restitución y rozamiento</translation>
    </message>
    <message>
        <source>Balls of different restitution bounce to heights h·r²ⁿ on a floor and a tilted plane.</source>
        <translation>Pelotas de distinto coeficiente de restitución rebotan hasta alturas h·r²ⁿ sobre un suelo y un plano inclinado.</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s   plane tilt %3°</source>
        <translation>t = %1   Δt = %2 s   inclinación del plano %3°</translation>
    </message>
    <message>
        <source>Measured, %1</source>
        <translation>Medido, %1</translation>
    </message>
    <message>
        <source>h r²ⁿ, %1</source>
        <translation>h r²ⁿ, %1</translation>
    </message>
    <message>
        <source>Bouncing balls: the run diverged at t = %1 s.</source>
        <translation>Pelotas que rebotan: la simulación divergió en t = %1 s.</translation>
    </message>
    <message>
        <source>No balls on the floor.</source>
        <translation>No hay pelotas en el suelo.</translation>
    </message>
    <message>
        <source>Ball of restitution %1: %2 m above the floor, bounces so far %3; total energy %4 J.</source>
        <translation>Pelota de restitución %1: a %2 m sobre el suelo, rebotes hasta ahora %3; energía total %4 J.</translation>
    </message>
    <message numerus="yes">
        <source>%n balls. Restitution %1: %2 m above the floor, bounces so far %3; restitution %4: %5 m above the floor, bounces so far %6. Total energy %7 J.</source>
        <translation>
            <numerusform>%n pelotas. Restitución %1: a %2 m sobre el suelo, rebotes hasta ahora %3; restitución %4: a %5 m sobre el suelo, rebotes hasta ahora %6. Energía total %7 J.</numerusform>
            <numerusform>%n pelotas. Restitución %1: a %2 m sobre el suelo, rebotes hasta ahora %3; restitución %4: a %5 m sobre el suelo, rebotes hasta ahora %6. Energía total %7 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>no bounce yet for %1</source>
        <translation>todavía sin rebote para %1</translation>
    </message>
    <message>
        <source>the run diverged at t = %1 s</source>
        <translation>la simulación divergió en t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower Δt.</source>
        <translation>La simulación divergió en t = %1 s: reduzca Δt.</translation>
    </message>
    <message>
        <source>Restitutions: &quot;%1&quot; is not a number between 0 and 1.</source>
        <translation>Coeficientes de restitución: «%1» no es un número entre 0 y 1.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>el tiempo debe ser un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the state must have the bounces of %1 balls</source>
        <translation>el estado debe tener los rebotes de %1 pelotas</translation>
    </message>
    <message>
        <source>a ball&apos;s bounce heights must be finite numbers, starting with its drop height</source>
        <translation>las alturas de rebote de una pelota deben ser números finitos, empezando por su altura de caída</translation>
    </message>
    <message>
        <source>a ball&apos;s mass is not the mass every ball has</source>
        <translation>la masa de una pelota no es la masa que tienen todas las pelotas</translation>
    </message>
</context>
<context>
    <name>brownian</name>
    <message>
        <source>Small disks</source>
        <translation>Discos pequeños</translation>
    </message>
    <message>
        <source>Number of small disks (radius 0.5 m, mass 1 kg).</source>
        <translation>Número de discos pequeños (radio 0,5 m, masa 1 kg).</translation>
    </message>
    <message>
        <source>Big disk radius R</source>
        <translation>Radio del disco grande R</translation>
    </message>
    <message>
        <source>Radius of the Brownian disk.</source>
        <translation>Radio del disco browniano.</translation>
    </message>
    <message>
        <source>Big disk mass M</source>
        <translation>Masa del disco grande M</translation>
    </message>
    <message>
        <source>Mass of the Brownian disk.</source>
        <translation>Masa del disco browniano.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>kT of the small disks.</source>
        <translation>kT de los discos pequeños.</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Lado de la caja</translation>
    </message>
    <message>
        <source>Side of the square box.</source>
        <translation>Lado de la caja cuadrada.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Gas of small disks</source>
        <translation>Gas de discos pequeños</translation>
    </message>
    <message>
        <source>Langevin equation (big disk alone)</source>
        <translation>Ecuación de Langevin (disco grande solo)</translation>
    </message>
    <message>
        <source>Simulate every small disk, or only their average effect.</source>
        <translation>Simular cada disco pequeño, o solo su efecto medio.</translation>
    </message>
    <message>
        <source>Mean squared displacement of the big disk</source>
        <translation>Desplazamiento cuadrático medio del disco grande</translation>
    </message>
    <message>
        <source>lag time t</source>
        <translation>tiempo de retardo t</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Fit, long times</source>
        <translation>Ajuste, tiempos largos</translation>
    </message>
    <message>
        <source>Langevin</source>
        <translation>Langevin</translation>
    </message>
    <message>
        <source>Big disk position</source>
        <translation>Posición del disco grande</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>Diffusion coefficient D (fit of MSD = 4Dt)</source>
        <translation>Coeficiente de difusión D (ajuste de MSD = 4Dt)</translation>
    </message>
    <message>
        <source>R² of the MSD fit</source>
        <translation>R² del ajuste del MSD</translation>
    </message>
    <message>
        <source>Kinetic theory D = kT/γ</source>
        <translation>Teoría cinética D = kT/γ</translation>
    </message>
    <message>
        <source>Friction γ = n R √(8π m kT)</source>
        <translation>Rozamiento γ = n R √(8π m kT)</translation>
    </message>
    <message>
        <source>Momentum relaxation time M/γ</source>
        <translation>Tiempo de relajación del momento M/γ</translation>
    </message>
    <message>
        <source>Brownian disk</source>
        <translation>Disco browniano</translation>
    </message>
    <message>
        <source>Langevin mode: gas replaced by −γv + noise</source>
        <translation>Modo Langevin: gas sustituido por −γv + ruido</translation>
    </message>
    <message>
        <source>Brownian motion: a heavy disk in a gas</source>
        <translation>Movimiento browniano: un disco pesado en un gas</translation>
    </message>
    <message>
        <source>A big disk kicked by many small ones wanders; its mean squared displacement grows linearly in time, MSD = 4Dt.</source>
        <translation>Un disco grande golpeado por muchos pequeños deambula; su desplazamiento cuadrático medio crece linealmente con el tiempo, MSD = 4Dt.</translation>
    </message>
    <message>
        <source>MSD</source>
        <translation>MSD</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s</source>
        <translation>t = %1 s   teoría cinética D = kT/γ = %2 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box</source>
        <translation>t = %1 s   teoría cinética D = kT/γ = %2 m²/s   vista: %3 m de la caja de %4 m</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   fitted D = %5 m²/s</source>
        <translation>t = %1 s   teoría cinética D = kT/γ = %2 m²/s   D ajustado = %5 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box   fitted D = %5 m²/s</source>
        <translation>t = %1 s   teoría cinética D = kT/γ = %2 m²/s   vista: %3 m de la caja de %4 m   D ajustado = %5 m²/s</translation>
    </message>
    <message>
        <source>Brownian disk: the run diverged at t = %1 s.</source>
        <translation>Disco browniano: la simulación divergió en t = %1 s.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started; kinetic theory gives D = %2 m²/s. No mean squared displacement yet.</source>
        <translation>El disco grande está a %1 m de donde empezó; la teoría cinética da D = %2 m²/s. Aún no hay desplazamiento cuadrático medio.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started. Mean squared displacement %2 m² at a lag of %3 s, against 4Dt = %4 m² with kinetic theory&apos;s D = %5 m²/s.</source>
        <translation>El disco grande está a %1 m de donde empezó. Desplazamiento cuadrático medio %2 m² con un retardo de %3 s, frente a 4Dt = %4 m² con la D de la teoría cinética = %5 m²/s.</translation>
    </message>
    <message>
        <source>parameters &apos;big_radius&apos; and &apos;box_size&apos;: the big disk (diameter %1 m) must be smaller than half the box side (%2 m).</source>
        <translation>parámetros &apos;big_radius&apos; y &apos;box_size&apos;: el disco grande (diámetro %1 m) debe ser menor que la mitad del lado de la caja (%2 m).</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;box_size&apos;: the small disks do not fit: %1 disks of diameter 1 m in a %2 m box. Use fewer disks or a larger box.</source>
        <translation>parámetros &apos;count&apos; y &apos;box_size&apos;: los discos pequeños no caben: %1 discos de 1 m de diámetro en una caja de %2 m. Use menos discos o una caja más grande.</translation>
    </message>
    <message>
        <source>fit over lag times %1 … %2 s, R² = %3</source>
        <translation>ajuste sobre los retardos %1 … %2 s, R² = %3</translation>
    </message>
    <message>
        <source>the run is still too short: the fit starts at lag %1 s and needs a run four times as long as its lags</source>
        <translation>la simulación aún es demasiado corta: el ajuste empieza en el retardo %1 s y necesita una simulación cuatro veces más larga que sus retardos</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a position or velocity is no longer finite. Reset.</source>
        <translation>La simulación divergió en t = %1 s: una posición o una velocidad ya no es finita. Reinicie.</translation>
    </message>
    <message>
        <source>the state has %1 disks where the parameters place %2</source>
        <translation>el estado tiene %1 discos donde los parámetros colocan %2</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>el tiempo y el número de pasos deben ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>the sampling of the mean squared displacement is damaged</source>
        <translation>el muestreo del desplazamiento cuadrático medio está dañado</translation>
    </message>
    <message>
        <source>the big disk&apos;s position, velocity or path is not finite</source>
        <translation>la posición, la velocidad o la trayectoria del disco grande no es finita</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the next sample is not due within one sampling interval</source>
        <translation>la próxima muestra no corresponde dentro de un intervalo de muestreo</translation>
    </message>
    <message>
        <source>the sums of the mean squared displacement are not finite numbers ≥ 0</source>
        <translation>las sumas del desplazamiento cuadrático medio no son números finitos ≥ 0</translation>
    </message>
    <message>
        <source>a lag time or mean squared displacement is not a finite number ≥ 0</source>
        <translation>un tiempo de retardo o un desplazamiento cuadrático medio no es un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the fit of the mean squared displacement is not a finite line</source>
        <translation>el ajuste del desplazamiento cuadrático medio no es una recta finita</translation>
    </message>
</context>
<context>
    <name>double-pendulum</name>
    <message>
        <source>Implicit midpoint on (θ, p) (symplectic)</source>
        <translation>Punto medio implícito en (θ, p) (simpléctico)</translation>
    </message>
    <message>
        <source>Mass m₁</source>
        <translation>Masa m₁</translation>
    </message>
    <message>
        <source>Mass of the upper bob.</source>
        <translation>Masa de la masa superior.</translation>
    </message>
    <message>
        <source>Mass m₂</source>
        <translation>Masa m₂</translation>
    </message>
    <message>
        <source>Mass of the lower bob.</source>
        <translation>Masa de la masa inferior.</translation>
    </message>
    <message>
        <source>Length L₁</source>
        <translation>Longitud L₁</translation>
    </message>
    <message>
        <source>Rod from the pivot to the upper bob.</source>
        <translation>Barra desde el pivote hasta la masa superior.</translation>
    </message>
    <message>
        <source>Length L₂</source>
        <translation>Longitud L₂</translation>
    </message>
    <message>
        <source>Rod from the upper to the lower bob.</source>
        <translation>Barra desde la masa superior hasta la inferior.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Gravedad g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Aceleración de la gravedad.</translation>
    </message>
    <message>
        <source>Initial angle θ₁</source>
        <translation>Ángulo inicial θ₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angle from the downward vertical (drag the upper bob).</source>
        <translation>Ángulo de la barra superior respecto a la vertical hacia abajo (arrastre la masa superior).</translation>
    </message>
    <message>
        <source>Initial angle θ₂</source>
        <translation>Ángulo inicial θ₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angle from the downward vertical (drag the lower bob).</source>
        <translation>Ángulo de la barra inferior respecto a la vertical hacia abajo (arrastre la masa inferior).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₁</source>
        <translation>Velocidad angular inicial ω₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angular velocity at t = 0.</source>
        <translation>Velocidad angular de la barra superior en t = 0.</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₂</source>
        <translation>Velocidad angular inicial ω₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angular velocity at t = 0.</source>
        <translation>Velocidad angular de la barra inferior en t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>Time integrator of every copy.</source>
        <translation>Integrador temporal de cada copia.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Tamaño de paso del integrador. Se aplica durante la simulación.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>Pendulums started with θ₁ differing by δ from one to the next.</source>
        <translation>Péndulos que empiezan con θ₁ diferente en δ de uno al siguiente.</translation>
    </message>
    <message>
        <source>Offset δ</source>
        <translation>Desfase δ</translation>
    </message>
    <message>
        <source>Difference in the starting θ₁ between neighbouring copies.</source>
        <translation>Diferencia en el θ₁ inicial entre copias vecinas.</translation>
    </message>
    <message>
        <source>Flip map grid</source>
        <translation>Rejilla del mapa de vuelcos</translation>
    </message>
    <message>
        <source>Cells per side of the flip map (200 → 200 × 200 starts).</source>
        <translation>Celdas por lado del mapa de vuelcos (200 → 200 × 200 inicios).</translation>
    </message>
    <message>
        <source>Flip map time limit</source>
        <translation>Límite de tiempo del mapa de vuelcos</translation>
    </message>
    <message>
        <source>Simulated time per start of the flip map; later flips are not seen.</source>
        <translation>Tiempo simulado por inicio del mapa de vuelcos; los vuelcos posteriores no se ven.</translation>
    </message>
    <message>
        <source>Flip map time step</source>
        <translation>Paso de tiempo del mapa de vuelcos</translation>
    </message>
    <message>
        <source>RK4 step of the flip map.</source>
        <translation>Paso RK4 del mapa de vuelcos.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>energía E</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Cinética</translation>
    </message>
    <message>
        <source>Potential</source>
        <translation>Potencial</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Separation of the first two copies</source>
        <translation>Separación de las dos primeras copias</translation>
    </message>
    <message>
        <source>separation d</source>
        <translation>separación d</translation>
    </message>
    <message>
        <source>rad, rad/s</source>
        <translation>rad, rad/s</translation>
    </message>
    <message>
        <source>Separation d</source>
        <translation>Separación d</translation>
    </message>
    <message>
        <source>Fit d₀e^{λt}</source>
        <translation>Ajuste d₀e^{λt}</translation>
    </message>
    <message>
        <source>θ₁–θ₂ (first copy)</source>
        <translation>θ₁–θ₂ (primera copia)</translation>
    </message>
    <message>
        <source>angle θ₁ (wrapped)</source>
        <translation>ángulo θ₁ (reducido a ±180°)</translation>
    </message>
    <message>
        <source>angle θ₂ (wrapped)</source>
        <translation>ángulo θ₂ (reducido a ±180°)</translation>
    </message>
    <message>
        <source>Trajectory</source>
        <translation>Trayectoria</translation>
    </message>
    <message>
        <source>θ₂–ω₂ (first copy)</source>
        <translation>θ₂–ω₂ (primera copia)</translation>
    </message>
    <message>
        <source>angular velocity ω₂</source>
        <translation>velocidad angular ω₂</translation>
    </message>
    <message>
        <source>State [θ₁, θ₂, ω₁, ω₂] of the first copy</source>
        <translation>Estado [θ₁, θ₂, ω₁, ω₂] de la primera copia</translation>
    </message>
    <message>
        <source>the last finite state before the run diverged</source>
        <translation>el último estado finito antes de que la simulación divergiera</translation>
    </message>
    <message>
        <source>Energy E (first copy)</source>
        <translation>Energía E (primera copia)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa de la energía (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>el péndulo empieza en reposo abajo (E₀ = 0)</translation>
    </message>
    <message>
        <source>Largest Lyapunov exponent estimate λ</source>
        <translation>Estimación del mayor exponente de Lyapunov λ</translation>
    </message>
    <message>
        <source>needs at least two copies</source>
        <translation>necesita al menos dos copias</translation>
    </message>
    <message>
        <source>needs ten separation samples (0.1 s of running)</source>
        <translation>necesita diez muestras de separación (0,1 s de simulación)</translation>
    </message>
    <message>
        <source>First copy</source>
        <translation>Primera copia</translation>
    </message>
    <message>
        <source>Copies with θ₁ + kδ</source>
        <translation>Copias con θ₁ + kδ</translation>
    </message>
    <message>
        <source>Compute flip map</source>
        <translation>Calcular el mapa de vuelcos</translation>
    </message>
    <message>
        <source>Time until a rod first flips, over a grid of starting angles (θ₁, θ₂) from rest: RK4 on both cores. Grid, time limit and step are the `flip_*` parameters.</source>
        <translation>Tiempo hasta el primer vuelco de una barra, sobre una rejilla de ángulos iniciales (θ₁, θ₂) desde el reposo: RK4 en ambos núcleos. Rejilla, límite de tiempo y paso son los parámetros `flip_*`.</translation>
    </message>
    <message>
        <source>Flip map: time until a rod first flips</source>
        <translation>Mapa de vuelcos: tiempo hasta el primer vuelco de una barra</translation>
    </message>
    <message>
        <source>start angle θ₁</source>
        <translation>ángulo inicial θ₁</translation>
    </message>
    <message>
        <source>start angle θ₂</source>
        <translation>ángulo inicial θ₂</translation>
    </message>
    <message>
        <source>first flip</source>
        <translation>primer vuelco</translation>
    </message>
    <message>
        <source>cannot flip (energy)</source>
        <translation>no puede volcar (energía)</translation>
    </message>
    <message>
        <source>pendulum steps</source>
        <translation>pasos del péndulo</translation>
    </message>
    <message>
        <source>Double pendulum: chaos, energy and the flip map</source>
        <translation>Péndulo doble: caos, energía y el mapa de vuelcos</translation>
    </message>
    <message>
        <source>Two bobs on two rods: sensitive dependence on initial conditions, Lyapunov growth and how integrators treat the energy.</source>
        <translation>Dos masas en dos barras: dependencia sensible de las condiciones iniciales, crecimiento de Lyapunov y cómo tratan la energía los integradores.</translation>
    </message>
    <message>
        <source>%1 on θ&apos; (not symplectic here)</source>
        <translation>%1 sobre θ&apos; (aquí no simpléctico)</translation>
    </message>
    <message>
        <source>Energy (first copy, %1)</source>
        <translation>Energía (primera copia, %1)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <source>Double pendulum: the run diverged at t = %1 s.</source>
        <translation>Péndulo doble: la simulación divergió en t = %1 s.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4.</source>
        <translation>Péndulo doble: varilla superior a %1° %2 de la vertical, varilla inferior a %3° %4.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4; energy drift %5 %.</source>
        <translation>Péndulo doble: varilla superior a %1° %2 de la vertical, varilla inferior a %3° %4; deriva de energía %5 %.</translation>
    </message>
    <message>
        <source>implicit midpoint</source>
        <translation>punto medio implícito</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than 1/20 of the shortest small-swing period 2π√(L/g) = %2 s. Use Δt ≤ %3 s.</source>
        <translation>parámetro &apos;dt&apos;: el paso de tiempo Δt = %1 s supera 1/20 del período más corto de las oscilaciones pequeñas 2π√(L/g) = %2 s. Use Δt ≤ %3 s.</translation>
    </message>
    <message>
        <source>parameter &apos;flip_dt&apos;: flip map time step %1 s is more than 1/20 of the shortest small-swing period %2 s.</source>
        <translation>parámetro &apos;flip_dt&apos;: el paso de tiempo del mapa de vuelcos %1 s supera 1/20 del período más corto de las oscilaciones pequeñas %2 s.</translation>
    </message>
    <message>
        <source>(release to start)</source>
        <translation>(suelte para empezar)</translation>
    </message>
    <message>
        <source>Flip map (cancelled): %1% of starts flip within %2 s, %3% never can</source>
        <translation>Mapa de vuelcos (cancelado): %1% de los inicios vuelcan en menos de %2 s, %3% nunca pueden</translation>
    </message>
    <message>
        <source>Flip map: %1% of starts flip within %2 s, %3% never can</source>
        <translation>Mapa de vuelcos: %1% de los inicios vuelcan en menos de %2 s, %3% nunca pueden</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), until d reached 0.05</source>
        <translation>pendiente de ln d en t = %1 … %2 s (%3 muestras, R² = %4), hasta que d llegó a 0.05</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), d still below 0.05</source>
        <translation>pendiente de ln d en t = %1 … %2 s (%3 muestras, R² = %4), d aún por debajo de 0.05</translation>
    </message>
    <message>
        <source>Implicit midpoint stopped at t = %1 s: its fixed-point iteration did not converge (it needs ½Δt·|f&apos;| &lt; 1; the rods turn too fast for this Δt). Lower Δt.</source>
        <translation>El punto medio implícito se detuvo en t = %1 s: su iteración de punto fijo no convergió (necesita ½Δt·|f&apos;| &lt; 1; las varillas giran demasiado rápido para este Δt). Reduzca Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows (forward Euler adds energy every step). Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 divergió en t = %2 s: la energía de una copia superó %3 J (diez veces la inicial más ambas varillas hacia arriba) o una velocidad angular superó %4 rad/s, muy por encima de lo que la física permite (Euler explícito añade energía en cada paso). Reduzca Δt o elija RK4 o la regla del punto medio implícita.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows. Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 divergió en t = %2 s: la energía de una copia superó %3 J (diez veces la inicial más ambas varillas hacia arriba) o una velocidad angular superó %4 rad/s, muy por encima de lo que la física permite. Reduzca Δt o elija RK4 o la regla del punto medio implícita.</translation>
    </message>
    <message>
        <source>the state holds %1 pendulums, not the %2 copies chosen</source>
        <translation>el estado contiene %1 péndulos, no las %2 copias elegidas</translation>
    </message>
    <message>
        <source>an angle, angular velocity or the time is not finite</source>
        <translation>un ángulo, una velocidad angular o el tiempo no es finito</translation>
    </message>
    <message>
        <source>the stored angular accelerations are not finite</source>
        <translation>las aceleraciones angulares guardadas no son finitas</translation>
    </message>
    <message>
        <source>the state has %1 trails for %2 copies</source>
        <translation>el estado tiene %1 estelas para %2 copias</translation>
    </message>
    <message>
        <source>a trail is too long or not finite</source>
        <translation>una estela es demasiado larga o no es finita</translation>
    </message>
    <message>
        <source>the separation samples have times and values of different counts</source>
        <translation>las muestras de separación tienen distinto número de tiempos y de valores</translation>
    </message>
    <message>
        <source>a separation sample&apos;s time is not a time of the run</source>
        <translation>el instante de una muestra de separación no es un instante de la simulación</translation>
    </message>
    <message>
        <source>a separation sample is not finite</source>
        <translation>una muestra de separación no es finita</translation>
    </message>
    <message>
        <source>the Lyapunov fit is not a finite line</source>
        <translation>el ajuste de Lyapunov no es una recta finita</translation>
    </message>
    <message>
        <source>the time the separation saturated is not a time of the run</source>
        <translation>el instante en que la separación se saturó no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the start is not finite</source>
        <translation>el inicio no es finito</translation>
    </message>
    <message>
        <source>the start&apos;s energy or the blow-up bounds do not match the start</source>
        <translation>la energía del inicio o las cotas de divergencia no corresponden al inicio</translation>
    </message>
    <message>
        <source>a sampling time is not a time of the run</source>
        <translation>un instante de muestreo no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the pendulums are beyond the bounds where a run counts as diverged</source>
        <translation>los péndulos están más allá de las cotas a partir de las cuales una simulación se considera divergente</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the state holds a drag of no bob</source>
        <translation>el estado contiene un arrastre de ninguna masa</translation>
    </message>
    <message>
        <source>the step count is negative</source>
        <translation>el número de pasos es negativo</translation>
    </message>
</context>
<context>
    <name>harmonic-oscillator</name>
    <message>
        <source>Spring constant k</source>
        <translation>Constante del resorte k</translation>
    </message>
    <message>
        <source>Stiffness of the spring: force per metre of stretch.</source>
        <translation>Rigidez del resorte: fuerza por metro de estiramiento.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masa m</translation>
    </message>
    <message>
        <source>Mass of the body.</source>
        <translation>Masa del cuerpo.</translation>
    </message>
    <message>
        <source>Initial position x₀</source>
        <translation>Posición inicial x₀</translation>
    </message>
    <message>
        <source>Displacement from the rest position at t = 0.</source>
        <translation>Desplazamiento desde la posición de reposo en t = 0.</translation>
    </message>
    <message>
        <source>Initial velocity v₀</source>
        <translation>Velocidad inicial v₀</translation>
    </message>
    <message>
        <source>Velocity at t = 0.</source>
        <translation>Velocidad en t = 0.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Tamaño de paso de cada integrador. Se aplica durante la simulación.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Métodos</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Integradores que se ejecutan en paralelo (identificadores separados por comas).</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Espacio de fases</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>posición x</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>velocidad escalada v/ω</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energía total</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>energía E</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exacta</translation>
    </message>
    <message>
        <source>H̃ of %1</source>
        <translation>H̃ de %1</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa de la energía (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>Position error |x − x_exact|</source>
        <translation>Error de posición |x − x_exact|</translation>
    </message>
    <message>
        <source>Exact energy E₀</source>
        <translation>Energía exacta E₀</translation>
    </message>
    <message>
        <source>the spring (λ = ±iω)</source>
        <translation>el resorte (λ = ±iω)</translation>
    </message>
    <message>
        <source>x = 0</source>
        <translation>x = 0</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exacta (fantasma)</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω·Δt = %3</source>
        <translation>t = %1 s   Δt = %2 s   ω·Δt = %3</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies its energy by 1 + (ωΔt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 divergió en t = %2 s: cada paso multiplica su energía por 1 + (ωΔt)² = %3. Reduzca Δt o use Euler simpléctico.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 &gt; 2, beyond its stability limit. Lower Δt.</source>
        <translation>%1 divergió en t = %2 s: ω·Δt = %3 &gt; 2, más allá de su límite de estabilidad. Reduzca Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 is beyond its stability limit. Lower Δt.</source>
        <translation>%1 divergió en t = %2 s: ω·Δt = %3 supera su límite de estabilidad. Reduzca Δt.</translation>
    </message>
    <message>
        <source>Harmonic oscillator: Euler vs symplectic Euler</source>
        <translation>Oscilador armónico: Euler frente a Euler simpléctico</translation>
    </message>
    <message>
        <source>A mass on a spring: why forward Euler gains energy and symplectic Euler does not.</source>
        <translation>Una masa en un resorte: por qué Euler explícito gana energía y Euler simpléctico no.</translation>
    </message>
    <message>
        <source>A mass at rest on a spring.</source>
        <translation>Una masa en reposo en un resorte.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2 diverged at t = %3 s; %4 keeps its energy within %5 % of the start.</source>
        <translation>Masa en un resorte, la exacta en x = %1 m. %2 divergió en t = %3 s; %4 mantiene su energía dentro del %5 % de la inicial.</translation>
    </message>
    <message>
        <source>Mass on a spring: %1 has it at x = %2 m moving at %3 m/s, the exact one at %4 m; energy drift %5 %.</source>
        <translation>Masa en un resorte: %1 la tiene en x = %2 m moviéndose a %3 m/s, la exacta en %4 m; deriva de energía %5 %.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2: mass at %3 m, energy drift %4 %; %5: mass at %6 m, energy drift %7 %.</source>
        <translation>Masa en un resorte, la exacta en x = %1 m. %2: masa en %3 m, deriva de energía %4 %; %5: masa en %6 m, deriva de energía %7 %.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergió en t = %2 s</translation>
    </message>
    <message>
        <source>%1 — diverged at t = %2 s</source>
        <translation>%1 — divergió en t = %2 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>el tiempo debe ser un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the state must hold one run per chosen method</source>
        <translation>el estado debe contener una simulación por método elegido</translation>
    </message>
    <message>
        <source>a run&apos;s method is not the method chosen for it</source>
        <translation>el método de una simulación no es el elegido para ella</translation>
    </message>
    <message>
        <source>a run must have one position and one velocity</source>
        <translation>una simulación debe tener una posición y una velocidad</translation>
    </message>
    <message>
        <source>a run&apos;s time is not a time of the run</source>
        <translation>el tiempo de una simulación no es un instante de la simulación</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>el instante de divergencia de una simulación no es un instante de la simulación</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity that is not finite or beyond its blow-up bound</source>
        <translation>una simulación que no ha divergido tiene una posición o una velocidad no finita o más allá de su cota de divergencia</translation>
    </message>
    <message>
        <source>a run&apos;s stored acceleration is not one finite number</source>
        <translation>la aceleración guardada de una simulación no es un único número finito</translation>
    </message>
</context>
<context>
    <name>ideal-gas</name>
    <message>
        <source>The gas diverged at t = %1 s.</source>
        <translation>El gas divergió en t = %1 s.</translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J; the ideal gas law gives a pressure of %2 N/m, none measured yet.</source>
        <translation>
            <numerusform>%n discos a temperatura kT = %1 J; la ley de los gases ideales da una presión de %2 N/m, aún sin medir.</numerusform>
            <numerusform>%n discos a temperatura kT = %1 J; la ley de los gases ideales da una presión de %2 N/m, aún sin medir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J: pressure measured on the walls %2 N/m, against %3 N/m from the ideal gas law and %4 N/m for hard disks.</source>
        <translation>
            <numerusform>%n discos a temperatura kT = %1 J: presión medida en las paredes %2 N/m, frente a %3 N/m de la ley de los gases ideales y %4 N/m para discos duros.</numerusform>
            <numerusform>%n discos a temperatura kT = %1 J: presión medida en las paredes %2 N/m, frente a %3 N/m de la ley de los gases ideales y %4 N/m para discos duros.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brute force</source>
        <translation>Fuerza bruta</translation>
    </message>
    <message>
        <source>Sweep and prune</source>
        <translation>Barrido y poda</translation>
    </message>
    <message>
        <source>Uniform grid</source>
        <translation>Rejilla uniforme</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Number of disks N</source>
        <translation>Número de discos N</translation>
    </message>
    <message>
        <source>Disks of the first species.</source>
        <translation>Discos de la primera especie.</translation>
    </message>
    <message>
        <source>Radius r</source>
        <translation>Radio r</translation>
    </message>
    <message>
        <source>Radius of the first species&apos; disks.</source>
        <translation>Radio de los discos de la primera especie.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masa m</translation>
    </message>
    <message>
        <source>Mass of one disk of the first species.</source>
        <translation>Masa de un disco de la primera especie.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>Initial kT: each disk starts with kinetic energy kT on average.</source>
        <translation>kT inicial: cada disco empieza en promedio con energía cinética kT.</translation>
    </message>
    <message>
        <source>Box width</source>
        <translation>Ancho de la caja</translation>
    </message>
    <message>
        <source>Width of the box (the piston&apos;s outermost position).</source>
        <translation>Ancho de la caja (posición más exterior del pistón).</translation>
    </message>
    <message>
        <source>Box height</source>
        <translation>Alto de la caja</translation>
    </message>
    <message>
        <source>Height of the box.</source>
        <translation>Alto de la caja.</translation>
    </message>
    <message>
        <source>Broadphase</source>
        <translation>Fase amplia</translation>
    </message>
    <message>
        <source>Brute force (all pairs)</source>
        <translation>Fuerza bruta (cada par)</translation>
    </message>
    <message>
        <source>How candidate pairs are found. All give the same pairs.</source>
        <translation>Cómo se encuentran los pares candidatos. Cada una da los mismos pares.</translation>
    </message>
    <message>
        <source>Dynamics</source>
        <translation>Dinámica</translation>
    </message>
    <message>
        <source>Time-stepped (Δt)</source>
        <translation>Con pasos de tiempo (Δt)</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>Dirigida por eventos (exacta)</translation>
    </message>
    <message>
        <source>Time-stepped: every disk drifts for Δt, then the overlaps found are repaired. Event-driven: the gas jumps from one contact to the next, exactly; Δt is then only how often it is sampled.</source>
        <translation>Con pasos de tiempo: cada disco se desplaza durante Δt y luego se reparan los solapamientos encontrados. Dirigida por eventos: el gas salta exactamente de un contacto al siguiente; Δt es entonces solo cada cuánto se muestrea.</translation>
    </message>
    <message>
        <source>Initial speeds</source>
        <translation>Velocidades iniciales</translation>
    </message>
    <message>
        <source>All equal, √(2kT/m)</source>
        <translation>Iguales, √(2kT/m)</translation>
    </message>
    <message>
        <source>Maxwell–Boltzmann</source>
        <translation>Maxwell–Boltzmann</translation>
    </message>
    <message>
        <source>How the disks start moving (random directions).</source>
        <translation>Cómo empiezan a moverse los discos (direcciones aleatorias).</translation>
    </message>
    <message>
        <source>Second species: count</source>
        <translation>Segunda especie: cantidad</translation>
    </message>
    <message>
        <source>Disks of a second species (0 for none).</source>
        <translation>Discos de una segunda especie (0 para ninguno).</translation>
    </message>
    <message>
        <source>Second species: mass</source>
        <translation>Segunda especie: masa</translation>
    </message>
    <message>
        <source>Mass of one disk of the second species.</source>
        <translation>Masa de un disco de la segunda especie.</translation>
    </message>
    <message>
        <source>Second species: radius</source>
        <translation>Segunda especie: radio</translation>
    </message>
    <message>
        <source>Radius of the second species&apos; disks.</source>
        <translation>Radio de los discos de la segunda especie.</translation>
    </message>
    <message>
        <source>Second species: colour</source>
        <translation>Segunda especie: color</translation>
    </message>
    <message>
        <source>Colour of the second species in the view.</source>
        <translation>Color de la segunda especie en la vista.</translation>
    </message>
    <message>
        <source>Piston speed</source>
        <translation>Velocidad del pistón</translation>
    </message>
    <message>
        <source>Velocity of the right wall; negative compresses. It stops at a quarter of the box width and at the full width.</source>
        <translation>Velocidad de la pared derecha; negativa comprime. Se detiene a un cuarto del ancho de la caja y en el ancho completo.</translation>
    </message>
    <message>
        <source>Thermal walls</source>
        <translation>Paredes térmicas</translation>
    </message>
    <message>
        <source>Walls re-emit every disk that hits them at the wall temperature.</source>
        <translation>Las paredes reemiten cada disco que las golpea a la temperatura de la pared.</translation>
    </message>
    <message>
        <source>Wall temperature kT_wall</source>
        <translation>Temperatura de la pared kT_wall</translation>
    </message>
    <message>
        <source>Temperature of the thermal walls.</source>
        <translation>Temperatura de las paredes térmicas.</translation>
    </message>
    <message>
        <source>Show bounding boxes and pairs</source>
        <translation>Mostrar cajas envolventes y pares</translation>
    </message>
    <message>
        <source>Draw every disk&apos;s AABB and the current candidate pairs (up to 3000 disks).</source>
        <translation>Dibuja la AABB de cada disco y los pares candidatos actuales (hasta 3000 discos).</translation>
    </message>
    <message>
        <source>Disks added per click</source>
        <translation>Discos añadidos por clic</translation>
    </message>
    <message>
        <source>A click in the box adds this many disks of the first species.</source>
        <translation>Un clic en la caja añade esta cantidad de discos de la primera especie.</translation>
    </message>
    <message>
        <source>Pressure on the walls</source>
        <translation>Presión sobre las paredes</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>pressure P</source>
        <translation>presión P</translation>
    </message>
    <message>
        <source>Block of 100 steps</source>
        <translation>Bloque de 100 pasos</translation>
    </message>
    <message>
        <source>Ideal gas N kT / A</source>
        <translation>Gas ideal N kT / A</translation>
    </message>
    <message>
        <source>Hard disks (Henderson)</source>
        <translation>Discos duros (Henderson)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>kT = ⟨½mv²⟩</source>
        <translation>kT = ⟨½mv²⟩</translation>
    </message>
    <message>
        <source>Mean free path</source>
        <translation>Recorrido libre medio</translation>
    </message>
    <message>
        <source>Enskog: 1 / (2√2 n d χ)</source>
        <translation>Enskog: 1 / (2√2 n d χ)</translation>
    </message>
    <message>
        <source>Energy drift</source>
        <translation>Deriva de energía</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>Pressure against the hard-disk equation of state</source>
        <translation>Presión frente a la ecuación de estado de discos duros</translation>
    </message>
    <message>
        <source>Walls, block of 100 steps</source>
        <translation>Paredes, bloque de 100 pasos</translation>
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
        <translation>Colisiones y solapamientos reparados</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>por segundo</translation>
    </message>
    <message>
        <source>Pair collisions</source>
        <translation>Colisiones de pares</translation>
    </message>
    <message>
        <source>Overlaps repaired</source>
        <translation>Solapamientos reparados</translation>
    </message>
    <message>
        <source>Enskog</source>
        <translation>Enskog</translation>
    </message>
    <message>
        <source>Stepped pressure against the exact one</source>
        <translation>Presión con pasos de tiempo frente a la exacta</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>paso de tiempo Δt</translation>
    </message>
    <message>
        <source>wall pressure P</source>
        <translation>presión en las paredes P</translation>
    </message>
    <message>
        <source>Time-stepped</source>
        <translation>Con pasos de tiempo</translation>
    </message>
    <message>
        <source>The lesson&apos;s Δt</source>
        <translation>Δt de la lección</translation>
    </message>
    <message>
        <source>Equation of state of hard disks</source>
        <translation>Ecuación de estado de discos duros</translation>
    </message>
    <message>
        <source>area fraction η</source>
        <translation>fracción de área η</translation>
    </message>
    <message>
        <source>Exact, periodic box</source>
        <translation>Exacta, caja periódica</translation>
    </message>
    <message>
        <source>Liquid–hexatic (Bernard, Krauth)</source>
        <translation>Líquido–hexático (Bernard, Krauth)</translation>
    </message>
    <message>
        <source>Pairs tested per step</source>
        <translation>Pares probados por paso</translation>
    </message>
    <message>
        <source>disks N</source>
        <translation>discos N</translation>
    </message>
    <message>
        <source>pairs tested per step</source>
        <translation>pares probados por paso</translation>
    </message>
    <message>
        <source>Temperature kT (mean kinetic energy, 2D)</source>
        <translation>Temperatura kT (energía cinética media, 2D)</translation>
    </message>
    <message>
        <source>Measured pressure (wall impulse / time / length)</source>
        <translation>Presión medida (impulso en la pared / tiempo / longitud)</translation>
    </message>
    <message>
        <source>time average over the last %1 s (since the start or the last change of piston or walls)</source>
        <translation>promedio temporal en los últimos %1 s (desde el inicio o el último cambio del pistón o las paredes)</translation>
    </message>
    <message>
        <source>Measured pressure</source>
        <translation>Presión medida</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>aún no se ha dado ningún paso</translation>
    </message>
    <message>
        <source>Ideal-gas pressure N kT / A</source>
        <translation>Presión de gas ideal N kT / A</translation>
    </message>
    <message>
        <source>Hard-disk pressure (Henderson) Z·N kT / A</source>
        <translation>Presión de discos duros (Henderson) Z·N kT / A</translation>
    </message>
    <message>
        <source>Z = (1 + η²/8)/(1 − η)² = %1 at η = %2</source>
        <translation>Z = (1 + η²/8)/(1 − η)² = %1 en η = %2</translation>
    </message>
    <message>
        <source>Area fraction η</source>
        <translation>Fracción de área η</translation>
    </message>
    <message>
        <source>Kolmogorov–Smirnov distance from Maxwell–Boltzmann</source>
        <translation>Distancia de Kolmogórov–Smirnov a Maxwell–Boltzmann</translation>
    </message>
    <message>
        <source>first species, against F(v) = 1 − exp(−mv²/2kT) at its measured kT; 1 % critical value 1.63/√n = %1</source>
        <translation>primera especie, frente a F(v) = 1 − exp(−mv²/2kT) a su kT medido; valor crítico al 1 % 1.63/√n = %1</translation>
    </message>
    <message>
        <source>KS critical value at 1 %</source>
        <translation>Valor crítico KS al 1 %</translation>
    </message>
    <message>
        <source>Pairs tested per step (%1)</source>
        <translation>Pares probados por paso (%1)</translation>
    </message>
    <message>
        <source>Mean free path (measured)</source>
        <translation>Recorrido libre medio (medido)</translation>
    </message>
    <message>
        <source>no disk–disk collision yet</source>
        <translation>aún no hay colisión entre discos</translation>
    </message>
    <message>
        <source>Mean free path 1/(2√2 n d)</source>
        <translation>Recorrido libre medio 1/(2√2 n d)</translation>
    </message>
    <message>
        <source>Sampling interval Δt</source>
        <translation>Intervalo de muestreo Δt</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa de energía (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>since the start; thermal walls, the piston and added disks change E too</source>
        <translation>desde el inicio; las paredes térmicas, el pistón y los discos añadidos también cambian E</translation>
    </message>
    <message>
        <source>Overlaps found and repaired per second</source>
        <translation>Solapamientos encontrados y reparados por segundo</translation>
    </message>
    <message>
        <source>event-driven: overlapping pairs found at the samples (contacts are predicted, so none should be)</source>
        <translation>dirigida por eventos: pares solapados hallados en las muestras (los contactos se predicen, así que no debería haber ninguno)</translation>
    </message>
    <message>
        <source>time-stepped: every collision is found as an overlap after a drift and undone</source>
        <translation>con pasos de tiempo: cada colisión se detecta como un solapamiento tras un desplazamiento y se deshace</translation>
    </message>
    <message>
        <source>Pairs of disks overlapping now</source>
        <translation>Pares de discos solapados ahora</translation>
    </message>
    <message>
        <source>Pair collisions (since the averages started)</source>
        <translation>Colisiones de pares (desde que empezaron los promedios)</translation>
    </message>
    <message>
        <source>Pair collisions per second</source>
        <translation>Colisiones de pares por segundo</translation>
    </message>
    <message>
        <source>Pair collisions per second (Enskog)</source>
        <translation>Colisiones de pares por segundo (Enskog)</translation>
    </message>
    <message>
        <source>Z = P A / N kT from the walls&apos; pressure</source>
        <translation>Z = P A / N kT a partir de la presión en las paredes</translation>
    </message>
    <message>
        <source>A the whole box W × H, the same time average as the measured pressure</source>
        <translation>A la caja completa W × H, el mismo promedio temporal que la presión medida</translation>
    </message>
    <message>
        <source>Measured pressure against the equation of state (Liu) − 1</source>
        <translation>Presión medida frente a la ecuación de estado (Liu) − 1</translation>
    </message>
    <message>
        <source>the walls&apos; pressure runs about 2 % above the bulk&apos;s at the defaults (an effect of order d/L); the equation-of-state study uses a periodic box</source>
        <translation>la presión en las paredes queda un 2 % por encima de la del interior con los valores por defecto (un efecto de orden d/L); el estudio de la ecuación de estado usa una caja periódica</translation>
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
        <translation>Pendiente de log(pares probados) frente a log N (estudio)</translation>
    </message>
    <message>
        <source>Exact wall pressure (Δt study)</source>
        <translation>Presión exacta en las paredes (estudio Δt)</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt against the exact one − 1 (Δt study)</source>
        <translation>Presión con pasos al Δt de la lección frente a la exacta − 1 (estudio Δt)</translation>
    </message>
    <message>
        <source>Δt at which the stepped pressure is 1 % off (Δt study)</source>
        <translation>Δt con el que la presión con pasos se desvía un 1 % (estudio Δt)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Henderson − 1, η ≤ 0.65 (EOS study)</source>
        <translation>RMS de Z medido / Z Henderson − 1, η ≤ 0.65 (estudio de EdE)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Liu − 1, η ≤ 0.65 (EOS study)</source>
        <translation>RMS de Z medido / Z Liu − 1, η ≤ 0.65 (estudio de EdE)</translation>
    </message>
    <message>
        <source>Z measured at η = 0.70 (EOS study)</source>
        <translation>Z medido en η = 0.70 (estudio de EdE)</translation>
    </message>
    <message>
        <source>speed (first species)</source>
        <translation>velocidad (primera especie)</translation>
    </message>
    <message>
        <source>Tracked disk&apos;s path</source>
        <translation>Trayectoria del disco seguido</translation>
    </message>
    <message>
        <source>Second species</source>
        <translation>Segunda especie</translation>
    </message>
    <message>
        <source>Candidate pairs</source>
        <translation>Pares candidatos</translation>
    </message>
    <message>
        <source>Boxes and pairs hidden above 3000 disks</source>
        <translation>Cajas y pares ocultos por encima de 3000 discos</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   event-driven: %4 collisions, %5 wall hits</source>
        <translation>t = %1 s   N = %2   kT = %3 J   por eventos: %4 colisiones, %5 choques con las paredes</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   %4: %5 pairs tested, %6 candidates</source>
        <translation>t = %1 s   N = %2   kT = %3 J   %4: %5 pares probados, %6 candidatos</translation>
    </message>
    <message>
        <source>The gas diverged at t = %1 s: a position or velocity is no longer a finite number. Reset with a lower temperature or piston speed.</source>
        <translation>El gas divergió en t = %1 s: una posición o velocidad ya no es un número finito. Reinicie con una temperatura o velocidad del pistón menor.</translation>
    </message>
    <message>
        <source>Pairs tested vs N</source>
        <translation>Pares probados frente a N</translation>
    </message>
    <message>
        <source>Runs each broadphase on gases of 100 … 100 000 disks at the current area fraction and counts the pairs it tests per step.</source>
        <translation>Ejecuta cada fase amplia en gases de 100 … 100 000 discos a la fracción de área actual y cuenta los pares que prueba por paso.</translation>
    </message>
    <message>
        <source>Stepped vs exact pressure</source>
        <translation>Presión con pasos frente a la exacta</translation>
    </message>
    <message>
        <source>Runs the gas from its initial state event-driven (exact) and time-stepped at 8, 4, 2, 1 and ½ times the lesson&apos;s Δt, and plots the stepped pressure on the walls against Δt next to the exact one.</source>
        <translation>Ejecuta el gas desde su estado inicial dirigido por eventos (exacto) y con pasos de 8, 4, 2, 1 y ½ veces el Δt de la lección, y grafica la presión en las paredes frente a Δt junto a la exacta.</translation>
    </message>
    <message>
        <source>Equation of state Z(η)</source>
        <translation>Ecuación de estado Z(η)</translation>
    </message>
    <message>
        <source>Measures Z = P A / N kT of 1000 disks in a periodic box, event-driven, at area fractions 0.05 … 0.70 and compares it with Henderson&apos;s and Liu&apos;s equations of state.</source>
        <translation>Mide Z = P A / N kT de 1000 discos en una caja periódica, dirigido por eventos, a fracciones de área 0.05 … 0.70 y lo compara con las ecuaciones de estado de Henderson y de Liu.</translation>
    </message>
    <message>
        <source>log-log slope, %1</source>
        <translation>pendiente log-log, %1</translation>
    </message>
    <message>
        <source>Ideal gas: elastic disks, Maxwell–Boltzmann and sweep and prune</source>
        <translation>Gas ideal: discos elásticos, Maxwell–Boltzmann y barrido y poda</translation>
    </message>
    <message>
        <source>Hard disks in a box: pressure, temperature and the speed distribution emerge from collisions; three broadphases find the colliding pairs.</source>
        <translation>Discos duros en una caja: presión, temperatura y distribución de velocidades surgen de las colisiones; tres fases amplias encuentran los pares que chocan.</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt / exact − 1</source>
        <translation>Presión con pasos al Δt de la lección / exacta − 1</translation>
    </message>
    <message>
        <source>Exact wall pressure</source>
        <translation>Presión exacta en las paredes</translation>
    </message>
    <message>
        <source>Δt for a 1 % error</source>
        <translation>Δt para un error del 1 %</translation>
    </message>
    <message>
        <source>Z at η = 0.70</source>
        <translation>Z en η = 0.70</translation>
    </message>
    <message>
        <source>RMS of Z / Z_Henderson − 1</source>
        <translation>RMS de Z / Z_Henderson − 1</translation>
    </message>
    <message>
        <source>RMS of Z / Z_Liu − 1</source>
        <translation>RMS de Z / Z_Liu − 1</translation>
    </message>
    <message>
        <source>parameter &apos;broadphase&apos;: brute force with %1 disks would test %2 pairs per step; use sweep and prune or the grid above %3 disks.</source>
        <translation>parámetro &apos;broadphase&apos;: la fuerza bruta con %1 discos probaría %2 pares por paso; por encima de %3 discos use barrido y poda (sweep and prune) o la rejilla.</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;radius&apos;: the disks do not fit: area fraction %1 %; the starting lattice needs a spacing above the largest diameter. Use fewer or smaller disks, or a larger box.</source>
        <translation>parámetros &apos;count&apos; y &apos;radius&apos;: los discos no caben: fracción de área %1 %; la red inicial necesita una separación mayor que el diámetro más grande. Use menos discos o más pequeños, o una caja más grande.</translation>
    </message>
    <message>
        <source>the exact gas does not hold one entry per disk of the shown gas</source>
        <translation>el gas exacto no tiene una entrada por disco del gas mostrado</translation>
    </message>
    <message>
        <source>the exact gas&apos;s box is not a box</source>
        <translation>la caja del gas exacto no es una caja</translation>
    </message>
    <message>
        <source>the exact gas&apos;s time or restitution is out of range</source>
        <translation>el tiempo o el coeficiente de restitución del gas exacto está fuera de rango</translation>
    </message>
    <message>
        <source>a disk of the exact gas has a position, velocity, time, radius or mass out of range</source>
        <translation>un disco del gas exacto tiene una posición, velocidad, tiempo, radio o masa fuera de rango</translation>
    </message>
    <message>
        <source>a disk of the exact gas is outside its box</source>
        <translation>un disco del gas exacto está fuera de su caja</translation>
    </message>
    <message>
        <source>the exact gas&apos;s counters are out of range</source>
        <translation>los contadores del gas exacto están fuera de rango</translation>
    </message>
    <message>
        <source>the time step must be a positive number no longer than the lesson chooses, and the step count ≥ 0</source>
        <translation>el paso de tiempo debe ser un número positivo, no más largo que el que elige la lección, y el número de pasos ≥ 0</translation>
    </message>
    <message>
        <source>a disk belongs to a species the lesson does not have</source>
        <translation>un disco pertenece a una especie que la lección no tiene</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the chart block&apos;s start: %1</source>
        <translation>inicio del bloque del gráfico: %1</translation>
    </message>
    <message>
        <source>the last chart block holds a time, pressure or free path that is not finite</source>
        <translation>el último bloque del gráfico contiene un tiempo, una presión o un recorrido libre que no es finito</translation>
    </message>
    <message>
        <source>the trail is longer than the lesson keeps</source>
        <translation>la estela es más larga de lo que guarda la lección</translation>
    </message>
    <message>
        <source>an average or the trail is not finite</source>
        <translation>una media o la estela no es finita</translation>
    </message>
    <message>
        <source>the exact gas&apos;s sample counts are below zero</source>
        <translation>los recuentos de muestras del gas exacto son menores que cero</translation>
    </message>
    <message>
        <source>pair tests</source>
        <translation>pares probados</translation>
    </message>
    <message>
        <source>disk steps</source>
        <translation>pasos de disco</translation>
    </message>
    <message>
        <source>pair collisions</source>
        <translation>colisiones de pares</translation>
    </message>
</context>
<context>
    <name>integrators</name>
    <message>
        <source>%1 diverged at t = %2 s.</source>
        <translation>%1 divergió en t = %2 s.</translation>
    </message>
    <message>
        <source>No fixed-step method runs.</source>
        <translation>No se ejecuta ningún método de paso fijo.</translation>
    </message>
    <message>
        <source>%1 is %2 %3 from the reference.</source>
        <translation>%1 está a %2 %3 de la referencia.</translation>
    </message>
    <message numerus="yes">
        <source>%n methods. Farthest from the reference: %1, %2 %3 away; closest: %4, %5 %3 away.</source>
        <translation>
            <numerusform>%n métodos. El más alejado de la referencia: %1, a %2 %3; el más cercano: %4, a %5 %3.</numerusform>
            <numerusform>%n métodos. El más alejado de la referencia: %1, a %2 %3; el más cercano: %4, a %5 %3.</numerusform>
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
        <translation>Problema de prueba</translation>
    </message>
    <message>
        <source>Harmonic oscillator</source>
        <translation>Oscilador armónico</translation>
    </message>
    <message>
        <source>Nonlinear pendulum</source>
        <translation>Péndulo no lineal</translation>
    </message>
    <message>
        <source>Kepler orbit</source>
        <translation>Órbita de Kepler</translation>
    </message>
    <message>
        <source>The system every method integrates: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sin θ, or a body around a fixed sun.</source>
        <translation>El sistema que integra cada método: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sen θ, o un cuerpo alrededor de un sol fijo.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Tamaño de paso de cada integrador. Se aplica durante la ejecución.</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Tiempo final T</translation>
    </message>
    <message>
        <source>The run stops here; the convergence study measures the error here.</source>
        <translation>La ejecución se detiene aquí; el estudio de convergencia mide aquí el error.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Métodos</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids). The two adaptive ones choose their own Δt to meet the tolerance.</source>
        <translation>Integradores que se ejecutan en paralelo (identificadores separados por comas). Los dos adaptativos eligen su propio Δt para cumplir la tolerancia.</translation>
    </message>
    <message>
        <source>Arithmetic precision</source>
        <translation>Precisión aritmética</translation>
    </message>
    <message>
        <source>What the fixed-step methods compute in: float, double, `double_kahan` (double with compensated summation) or `long_double`; one for all, or per method, e.g. `rk4=float, verlet=double_kahan` (the others in double). The phase-space cloud, step-through and the adaptive methods run in double.</source>
        <translation>En qué calculan los métodos de paso fijo: float, double, `double_kahan` (double con suma compensada) o `long_double`; uno para cada uno de ellos o por método, p. ej. `rk4=float, verlet=double_kahan` (los demás en double). La nube del espacio de fases, el paso a paso y los métodos adaptativos calculan en double.</translation>
    </message>
    <message>
        <source>Tolerance of the adaptive methods</source>
        <translation>Tolerancia de los métodos adaptativos</translation>
    </message>
    <message>
        <source>A plain number, no unit: a step of Heun–Euler or Dormand–Prince is kept when its estimated error in every coordinate is below tolerance × (1 + |coordinate|), a relative error where the coordinate is large and an absolute one (in its own unit, m or m/s) near zero; otherwise it is tried again with a smaller Δt.</source>
        <translation>Un número sin unidad: un paso de Heun–Euler o Dormand–Prince se conserva si su error estimado en cada coordenada está por debajo de tolerancia × (1 + |coordenada|), un error relativo donde la coordenada es grande y absoluto (en su propia unidad, m o m/s) cerca de cero; si no, se repite con un Δt menor.</translation>
    </message>
    <message>
        <source>Pendulum release angle θ₀</source>
        <translation>Ángulo de suelta del péndulo θ₀</translation>
    </message>
    <message>
        <source>The pendulum starts at rest from this angle (nonlinear above ~20°).</source>
        <translation>El péndulo parte del reposo desde este ángulo (no lineal por encima de ~20°).</translation>
    </message>
    <message>
        <source>Orbit eccentricity e</source>
        <translation>Excentricidad de la órbita e</translation>
    </message>
    <message>
        <source>Shape of the Kepler orbit: 0 is a circle; the body starts at the pericentre, where it is fastest.</source>
        <translation>Forma de la órbita de Kepler: 0 es un círculo; el cuerpo parte del pericentro, donde es más rápido.</translation>
    </message>
    <message>
        <source>Step through stages</source>
        <translation>Recorrer las etapas</translation>
    </message>
    <message>
        <source>One step advances one stage of every method; the view draws where the stage evaluates, the slope it uses and the point it predicts.</source>
        <translation>Un paso avanza una etapa de cada método; la vista dibuja dónde evalúa la etapa, la pendiente que usa y el punto que predice.</translation>
    </message>
    <message>
        <source>Phase-space cloud</source>
        <translation>Nube en el espacio de fases</translation>
    </message>
    <message>
        <source>Evolve a loop of initial conditions around the start with each method and chart its area (Liouville&apos;s theorem).</source>
        <translation>Hace evolucionar un lazo de condiciones iniciales alrededor del inicio con cada método y grafica su área (teorema de Liouville).</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>ángulo θ</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>posición x</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>velocidad angular escalada θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>scaled velocity vₓ/n</source>
        <translation>velocidad escalada vₓ/n</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>velocidad escalada v/ω</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exacta</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/1000)</source>
        <translation>Referencia (RK4, Δt/1000)</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Espacio de fases</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energía total</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>energy per mass E/m</source>
        <translation>energía por masa E/m</translation>
    </message>
    <message>
        <source>Distance from the exact solution</source>
        <translation>Distancia a la solución exacta</translation>
    </message>
    <message>
        <source>Distance from the reference</source>
        <translation>Distancia a la referencia</translation>
    </message>
    <message>
        <source>phase-space error</source>
        <translation>error en el espacio de fases</translation>
    </message>
    <message>
        <source>Error control: Δt per step, rejected tries as dots</source>
        <translation>Control de error: Δt por paso, intentos rechazados como puntos</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Error control: local error estimate against the tolerance</source>
        <translation>Control de error: estimación del error local frente a la tolerancia</translation>
    </message>
    <message>
        <source>error estimate / tolerance</source>
        <translation>error estimado / tolerancia</translation>
    </message>
    <message>
        <source>global error at T</source>
        <translation>error global en T</translation>
    </message>
    <message>
        <source>Convergence: global error at T = %1 s</source>
        <translation>Convergencia: error global en T = %1 s</translation>
    </message>
    <message>
        <source>Cost: error against work</source>
        <translation>Coste: error frente a trabajo</translation>
    </message>
    <message>
        <source>force evaluations</source>
        <translation>evaluaciones de fuerza</translation>
    </message>
    <message>
        <source>Cost: error against computing time</source>
        <translation>Coste: error frente a tiempo de cálculo</translation>
    </message>
    <message>
        <source>time to run</source>
        <translation>tiempo de ejecución</translation>
    </message>
    <message>
        <source>Round-off floor: RK4 on the oscillator, T = 1 s</source>
        <translation>Suelo de redondeo: RK4 en el oscilador, T = 1 s</translation>
    </message>
    <message>
        <source>Brouwer&apos;s law: Verlet&apos;s energy drift, Δt = 0.01 s</source>
        <translation>Ley de Brouwer: deriva de energía de Verlet, Δt = 0.01 s</translation>
    </message>
    <message>
        <source>steps n</source>
        <translation>pasos n</translation>
    </message>
    <message>
        <source>relative error of H̃</source>
        <translation>error relativo de H̃</translation>
    </message>
    <message>
        <source>Phase-space cloud area</source>
        <translation>Área de la nube en el espacio de fases</translation>
    </message>
    <message>
        <source>area / initial area</source>
        <translation>área / área inicial</translation>
    </message>
    <message>
        <source>tolerance (kept at or below)</source>
        <translation>tolerancia (se mantiene igual o por debajo)</translation>
    </message>
    <message>
        <source>%1 (kept)</source>
        <translation>%1 (aceptado)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (rechazado)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergió en t = %2 s</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s</source>
        <translation>%1 se estancó en t = %2 s</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below an error of %3</source>
        <translation>%1 es más barato que %2 por debajo de un error de %3</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below %3</source>
        <translation>%1 es más barato que %2 por debajo de %3</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>el estudio de convergencia aún no se ha ejecutado</translation>
    </message>
    <message>
        <source>convergence study cancelled: fits of the runs done</source>
        <translation>estudio de convergencia cancelado: ajustes de las ejecuciones hechas</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times</source>
        <translation>pendiente de log error frente a log Δt, Δt dividido a la mitad 6 veces</translation>
    </message>
    <message>
        <source>%1; %2: no fit (its runs diverged)</source>
        <translation>%1; %2: sin ajuste (sus ejecuciones divergieron)</translation>
    </message>
    <message>
        <source>Fitted convergence order p (error ∝ Δtᵖ)</source>
        <translation>Orden de convergencia ajustado p (error ∝ Δtᵖ)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Deriva relativa de energía (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>en t = %1 s</translation>
    </message>
    <message>
        <source>Force evaluations from t = 0</source>
        <translation>Evaluaciones de fuerza desde t = 0</translation>
    </message>
    <message>
        <source>up to t = %1 s</source>
        <translation>hasta t = %1 s</translation>
    </message>
    <message>
        <source>Crossover: error below which one method costs fewer force evaluations than another</source>
        <translation>Cruce: error por debajo del cual un método cuesta menos evaluaciones de fuerza que otro</translation>
    </message>
    <message>
        <source>no two work–precision curves cross in the range measured</source>
        <translation>ningún par de curvas trabajo–precisión se cruza en el intervalo medido</translation>
    </message>
    <message>
        <source>%1 (where the cost curves cross)</source>
        <translation>%1 (donde se cruzan las curvas de coste)</translation>
    </message>
    <message>
        <source>%1; in seconds on this computer: %2</source>
        <translation>%1; en segundos en este ordenador: %2</translation>
    </message>
    <message>
        <source>%1: %2 kept, Δt now %3 s</source>
        <translation>%1: %2 aceptados, Δt ahora %3 s</translation>
    </message>
    <message>
        <source>%1: %2 evaluations for an error of %3 at T, RK4 needs %4 (%5 steps)</source>
        <translation>%1: %2 evaluaciones para un error de %3 en T, RK4 necesita %4 (%5 pasos)</translation>
    </message>
    <message>
        <source>Rejected steps of the adaptive methods</source>
        <translation>Pasos rechazados de los métodos adaptativos</translation>
    </message>
    <message>
        <source>Work saved: force evaluations of fixed-step RK4 at the same error, over the adaptive method&apos;s</source>
        <translation>Trabajo ahorrado: evaluaciones de fuerza de RK4 de paso fijo con el mismo error, divididas por las del método adaptativo</translation>
    </message>
    <message>
        <source>%1 (the fewest equal RK4 steps over T that reach it)</source>
        <translation>%1 (el menor número de pasos iguales de RK4 sobre T que lo alcanzan)</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergió en t = %2 s)</translation>
    </message>
    <message>
        <source>%1, Δt = %2 s, %3 rejected</source>
        <translation>%1, Δt = %2 s, %3 rechazados</translation>
    </message>
    <message>
        <source>%1 (stalled at t = %2 s)</source>
        <translation>%1 (estancado en t = %2 s)</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exacta (fantasma)</translation>
    </message>
    <message>
        <source>Reference (ghost)</source>
        <translation>Referencia (fantasma)</translation>
    </message>
    <message>
        <source>%1 (stage %2/%3): %4</source>
        <translation>%1 (etapa %2/%3): %4</translation>
    </message>
    <message>
        <source>○ evaluated at   → slope·Δt   ● predicted</source>
        <translation>○ evaluado en   → pendiente·Δt   ● predicho</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: forward Euler multiplies the energy by 1 + (%1Δt)² = %3 every step (unstable at every Δt). Lower Δt, or use symplectic Euler or Verlet.</source>
        <translation>Δt·%1 = %2: Euler explícito multiplica la energía por 1 + (%1Δt)² = %3 en cada paso (inestable con cualquier Δt). Reduzca Δt o use Euler simpléctico o Verlet.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: the limit 2 is the oscillator&apos;s, a linear one; on the Kepler orbit the pull changes fast at the pericentre, and %3 can escape far below it (Verlet&apos;s e = 0.8 orbit from %1Δt ≈ 1). Below that its energy error is a bounded wobble, largest at the pericentre. Lower Δt.</source>
        <translation>Δt·%1 = %2: el límite 2 es el del oscilador, un sistema lineal; en la órbita de Kepler la atracción cambia rápido en el pericentro, y %3 puede escapar muy por debajo (la órbita e = 0.8 de Verlet desde %1Δt ≈ 1). Por debajo, su error de energía es una oscilación acotada, máxima en el pericentro. Reduzca Δt.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2: %3 is stable only below 2. Lower Δt below 2/%1 = %4 s.</source>
        <translation>Δt·%1 = %2 &gt; 2: %3 solo es estable por debajo de 2. Reduzca Δt por debajo de 2/%1 = %4 s.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &lt; 2: stable; the energy error of a symplectic method is a bounded wobble (≈ %1Δt/2). Lower Δt to shrink it.</source>
        <translation>Δt·%1 = %2 &lt; 2: estable; el error de energía de un método simpléctico es una oscilación acotada (≈ %1Δt/2). Reduzca Δt para achicarla.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: %3 multiplies the energy by 1 + (%1Δt)⁴/4 = %4 every step (slowly unstable at every Δt). Lower Δt.</source>
        <translation>Δt·%1 = %2: %3 multiplica la energía por 1 + (%1Δt)⁴/4 = %4 en cada paso (lentamente inestable con cualquier Δt). Reduzca Δt.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 is stable only below 2.83. Lower Δt below %3 s.</source>
        <translation>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 solo es estable por debajo de 2.83. Reduzca Δt por debajo de %3 s.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: RK4 damps; it multiplies the energy by 1 − (%1Δt)⁶/72 + … = %3 every step. Lower Δt.</source>
        <translation>Δt·%1 = %2: RK4 amortigua; multiplica la energía por 1 − (%1Δt)⁶/72 + … = %3 en cada paso. Reduzca Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s. %3</source>
        <translation>%1 divergió en t = %2 s. %3</translation>
    </message>
    <message>
        <source>%1: energy off by %2 % at t = %3 s. %4</source>
        <translation>%1: energía desviada un %2 % en t = %3 s. %4</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s: its step fell to nothing, because the tolerance %3 asks for less error than rounding in double allows. Raise the tolerance.</source>
        <translation>%1 se estancó en t = %2 s: su paso se redujo a nada, porque la tolerancia %3 pide menos error del que permite el redondeo en double. Aumente la tolerancia.</translation>
    </message>
    <message>
        <source>The convergence study was cancelled: its charts and fitted orders cover only the runs it finished.</source>
        <translation>El estudio de convergencia se canceló: sus gráficas y órdenes ajustados cubren solo las ejecuciones que terminó.</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Ejecutar estudio de convergencia</translation>
    </message>
    <message>
        <source>Global error at the end time T for Δt halved six times, per method, with the fitted order and the force evaluations it cost.</source>
        <translation>Error global en el tiempo final T para Δt dividido a la mitad seis veces, por método, con el orden ajustado y las evaluaciones de fuerza que costó.</translation>
    </message>
    <message>
        <source>Run round-off study</source>
        <translation>Ejecutar estudio de redondeo</translation>
    </message>
    <message>
        <source>RK4 on the oscillator in float, double, double with compensated summation and long double for Δt down to 1e-5 s: the error falls as Δt⁴ to a floor set by the precision, then grows as rounding adds up. And velocity Verlet&apos;s energy drift over 10⁶ steps, plain and compensated (Brouwer&apos;s law).</source>
        <translation>RK4 en el oscilador en float, double, double con suma compensada y long double para Δt hasta 1e-5 s: el error cae como Δt⁴ hasta un suelo fijado por la precisión y luego crece a medida que se acumula el redondeo. Y la deriva de energía de Verlet de velocidades en 10⁶ pasos, simple y compensada (ley de Brouwer).</translation>
    </message>
    <message>
        <source>Lowest error of RK4 on the oscillator per precision</source>
        <translation>Menor error de RK4 en el oscilador por precisión</translation>
    </message>
    <message>
        <source>RMS over 8 phases at T = 1 s, Δt from 0.1 s to 1e-5 s</source>
        <translation>RMS sobre 8 fases en T = 1 s, Δt de 0.1 s a 1e-5 s</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergió)</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times; work and crossovers under keys with a colon</source>
        <translation>pendiente de log error frente a log Δt, Δt dividido a la mitad 6 veces; trabajo y cruces bajo claves con dos puntos</translation>
    </message>
    <message>
        <source>Integrators: Euler, symplectic Euler, Heun, midpoint, RK4 and Verlet, step by step</source>
        <translation>Integradores: Euler, Euler simpléctico, Heun, punto medio, RK4 y Verlet, paso a paso</translation>
    </message>
    <message>
        <source>Six ways to take a time step, side by side: order, cost, energy and phase-space area.</source>
        <translation>Seis formas de dar un paso de tiempo, lado a lado: orden, coste, energía y área en el espacio de fases.</translation>
    </message>
    <message>
        <source>force</source>
        <translation>fuerza</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>velocidad</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>predictor</source>
        <translation>predictor</translation>
    </message>
    <message>
        <source>corrector</source>
        <translation>corrector</translation>
    </message>
    <message>
        <source>half step</source>
        <translation>medio paso</translation>
    </message>
    <message>
        <source>full step</source>
        <translation>paso completo</translation>
    </message>
    <message>
        <source>slope k₁</source>
        <translation>pendiente k₁</translation>
    </message>
    <message>
        <source>slope k₂</source>
        <translation>pendiente k₂</translation>
    </message>
    <message>
        <source>slope k₃</source>
        <translation>pendiente k₃</translation>
    </message>
    <message>
        <source>slope k₄ and update</source>
        <translation>pendiente k₄ y actualización</translation>
    </message>
    <message>
        <source>half kick</source>
        <translation>medio impulso</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>deriva</translation>
    </message>
    <message>
        <source>second half kick</source>
        <translation>segundo medio impulso</translation>
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
        <translation>parámetros &apos;dt&apos; y &apos;end_time&apos;: el paso de tiempo Δt = %1 s debe ser menor que el tiempo final T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;precision&apos;: %1.</source>
        <translation>parámetro &apos;precision&apos;: %1.</translation>
    </message>
    <message>
        <source>parameters &apos;precision&apos; and &apos;step_through&apos;: step-through runs in double only; choose double, or leave step-through off.</source>
        <translation>parámetros &apos;precision&apos; y &apos;step_through&apos;: el modo paso a paso solo calcula en double; elija double o desactive el modo paso a paso.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: T / Δt = %1 steps is too many for one run; raise Δt or lower T (at most 2·10⁷ steps).</source>
        <translation>parámetros &apos;dt&apos; y &apos;end_time&apos;: T / Δt = %1 pasos son demasiados para una simulación; aumente Δt o reduzca T (como máximo 2·10⁷ pasos).</translation>
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
        <translation>&apos;%1&apos; no es una precisión: float, double, double_kahan o long_double</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fixed-step method: euler, symplectic_euler, heun, midpoint, rk4 or verlet</source>
        <translation>&apos;%1&apos; no es un método de paso fijo: euler, symplectic_euler, heun, midpoint, rk4 o verlet</translation>
    </message>
    <message>
        <source>a long double state of the integrators has parts of different sizes</source>
        <translation>un estado long double de los integradores tiene partes de distinto tamaño</translation>
    </message>
    <message>
        <source>run %1 of the integrators&apos; state is not in its chosen precision</source>
        <translation>la simulación %1 del estado de los integradores no está en su precisión elegida</translation>
    </message>
    <message>
        <source>the integrators&apos; state has %1 runs of embedded pairs, the chosen methods %2</source>
        <translation>el estado de los integradores tiene %1 simulaciones de pares encajados, los métodos elegidos %2</translation>
    </message>
    <message>
        <source>run %1 of the embedded pairs is not of the chosen method %2</source>
        <translation>la simulación %1 de los pares encajados no es del método elegido %2</translation>
    </message>
    <message>
        <source>the integrators&apos; state</source>
        <translation>el estado de los integradores</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>el tiempo t = %1 s no es un instante de una simulación</translation>
    </message>
    <message>
        <source>the step-through Δt = %1 s is not a time step</source>
        <translation>el Δt = %1 s del modo paso a paso no es un paso de tiempo</translation>
    </message>
    <message>
        <source>the reference state has the wrong size or is not finite</source>
        <translation>el estado de referencia tiene un tamaño incorrecto o no es finito</translation>
    </message>
    <message>
        <source>the reference trail is too long or not finite</source>
        <translation>la estela de referencia es demasiado larga o no es finita</translation>
    </message>
    <message>
        <source>%1: the state has the wrong size or is not finite</source>
        <translation>%1: el estado tiene un tamaño incorrecto o no es finito</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1: el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>%1: negative count of force evaluations</source>
        <translation>%1: número negativo de evaluaciones de fuerza</translation>
    </message>
    <message>
        <source>%1: the rounding carry has the wrong size or is not finite</source>
        <translation>%1: el acarreo de redondeo tiene un tamaño incorrecto o no es finito</translation>
    </message>
    <message>
        <source>%1: the trail is too long or not finite</source>
        <translation>%1: la estela es demasiado larga o no es finita</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud has the wrong size</source>
        <translation>%1: la nube del espacio de fases tiene un tamaño incorrecto</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud is not finite</source>
        <translation>%1: la nube del espacio de fases no es finita</translation>
    </message>
    <message>
        <source>%1: the step in progress does not belong to this method</source>
        <translation>%1: el paso en curso no pertenece a este método</translation>
    </message>
    <message>
        <source>%1: the step in progress starts from an impossible state</source>
        <translation>%1: el paso en curso parte de un estado imposible</translation>
    </message>
    <message>
        <source>%1: the step in progress has more stages than its method</source>
        <translation>%1: el paso en curso tiene más etapas que su método</translation>
    </message>
    <message>
        <source>%1: a stage of the step in progress is not finite</source>
        <translation>%1: una etapa del paso en curso no es finita</translation>
    </message>
    <message>
        <source>%1: a value of the step in progress is not finite</source>
        <translation>%1: un valor del paso en curso no es finito</translation>
    </message>
    <message>
        <source>%1: the step in progress ends at a time that is not finite</source>
        <translation>%1: el paso en curso termina en un instante que no es finito</translation>
    </message>
    <message>
        <source>a long double state has the wrong size or is not finite</source>
        <translation>un estado long double tiene un tamaño incorrecto o no es finito</translation>
    </message>
    <message>
        <source>%1: the reference state has the wrong size or is not finite</source>
        <translation>%1: el estado de referencia tiene un tamaño incorrecto o no es finito</translation>
    </message>
    <message>
        <source>%1: the step-size controller holds an impossible value</source>
        <translation>%1: el control del tamaño de paso contiene un valor imposible</translation>
    </message>
    <message>
        <source>%1: the stored slope is not finite</source>
        <translation>%1: la pendiente guardada no es finita</translation>
    </message>
    <message>
        <source>%1: a step attempt is not finite</source>
        <translation>%1: un intento de paso no es finito</translation>
    </message>
</context>
<context>
    <name>lammps-run</name>
    <message>
        <source>the dump has no velocities (vx vy)</source>
        <translation>el volcado no tiene velocidades (vx vy)</translation>
    </message>
    <message>
        <source>Temperature kT = Σ m v² / N_dof</source>
        <translation>Temperatura kT = Σ m v² / N_dof</translation>
    </message>
    <message>
        <source>N_dof = 2N − 2 (periodic box: total momentum fixed)</source>
        <translation>N_dof = 2N − 2 (caja periódica: momento total fijo)</translation>
    </message>
    <message>
        <source>N_dof = 2N (closed box: the walls take momentum); LAMMPS&apos;s Temp counts 2N − 2</source>
        <translation>N_dof = 2N (caja cerrada: las paredes toman momento); el Temp de LAMMPS cuenta 2N − 2</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Energía potencial por átomo U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Energía total por átomo (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial)</source>
        <translation>Presión P = (K + ½Σ r·F)/A (virial)</translation>
    </message>
    <message>
        <source>A the periodic box, as LAMMPS&apos;s Press</source>
        <translation>A la caja periódica, como el Press de LAMMPS</translation>
    </message>
    <message>
        <source>closed box: the walls&apos; virial makes this the pressure on them; A the box area, as LAMMPS&apos;s Press</source>
        <translation>caja cerrada: el virial de las paredes hace de esto la presión sobre ellas; A el área de la caja, como el Press de LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS run: a trajectory from LAMMPS, read back</source>
        <translation>Simulación de LAMMPS: una trayectoria de LAMMPS, leída de vuelta</translation>
    </message>
    <message>
        <source>Plays a LAMMPS trajectory and log with the Lennard-Jones lesson&apos;s charts and measurements, computed by the same code.</source>
        <translation>Reproduce una trayectoria y un registro de LAMMPS con los gráficos y mediciones de la lección de Lennard-Jones, calculados con el mismo código.</translation>
    </message>
    <message>
        <source>Trajectory (dump file)</source>
        <translation>Trayectoria (archivo de volcado)</translation>
    </message>
    <message>
        <source>LAMMPS text dump: dump custom with id type x y vx vy, or dump atom.</source>
        <translation>Volcado de texto de LAMMPS: dump custom con id type x y vx vy, o dump atom.</translation>
    </message>
    <message>
        <source>Log file (optional)</source>
        <translation>Archivo de registro (opcional)</translation>
    </message>
    <message>
        <source>LAMMPS log with the thermo table (e.g. log.lammps); empty for none.</source>
        <translation>Registro de LAMMPS con la tabla thermo (p. ej. log.lammps); vacío para ninguno.</translation>
    </message>
    <message>
        <source>Input deck (optional)</source>
        <translation>Archivo de entrada (opcional)</translation>
    </message>
    <message>
        <source>The run&apos;s LAMMPS input (masses, `pair_coeff`, walls) for runs of several atom types or in a closed box; empty: in.particlelab beside the dump.</source>
        <translation>La entrada de LAMMPS de la simulación (masas, `pair_coeff`, paredes) para varios tipos de átomos o una caja cerrada; vacío: in.particlelab junto al volcado.</translation>
    </message>
    <message>
        <source>Potential depth ε</source>
        <translation>Profundidad del potencial ε</translation>
    </message>
    <message>
        <source>`pair_coeff` ε of the run (type 1–1).</source>
        <translation>`pair_coeff` ε de la simulación (tipo 1–1).</translation>
    </message>
    <message>
        <source>Potential range σ</source>
        <translation>Alcance del potencial σ</translation>
    </message>
    <message>
        <source>`pair_coeff` σ of the run (type 1–1).</source>
        <translation>`pair_coeff` σ de la simulación (tipo 1–1).</translation>
    </message>
    <message>
        <source>Cut-off r_c</source>
        <translation>Radio de corte r_c</translation>
    </message>
    <message>
        <source>The Lennard-Jones cut-off of the run.</source>
        <translation>El radio de corte de Lennard-Jones de la simulación.</translation>
    </message>
    <message>
        <source>Atom mass</source>
        <translation>Masa del átomo</translation>
    </message>
    <message>
        <source>Mass of every atom (for the kinetic energy), in the mass unit of LAMMPS `units lj`: the run&apos;s `mass 1 …` value.</source>
        <translation>Masa de cada átomo (para la energía cinética), en la unidad de masa de LAMMPS `units lj`: el valor `mass 1 …` de la simulación.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Used when the log does not echo a `timestep` command.</source>
        <translation>Se usa cuando el registro no repite una orden `timestep`.</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Tiempo de equilibrado</translation>
    </message>
    <message>
        <source>Frames and log rows before this time are left out of the averages.</source>
        <translation>Los fotogramas y filas del registro anteriores a este tiempo quedan fuera de los promedios.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>the box is closed (not periodic in x and y)</source>
        <translation>la caja está cerrada (no periódica en x e y)</translation>
    </message>
    <message>
        <source>fewer than two atoms</source>
        <translation>menos de dos átomos</translation>
    </message>
    <message>
        <source>g(r), frames so far</source>
        <translation>g(r), fotogramas hasta ahora</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
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
        <translation>Fotogramas en la trayectoria</translation>
    </message>
    <message>
        <source>no dump file named (set dump=PATH)</source>
        <translation>ningún archivo de volcado indicado (fije dump=RUTA)</translation>
    </message>
    <message>
        <source>Frame shown (from 0)</source>
        <translation>Fotograma mostrado (desde 0)</translation>
    </message>
    <message>
        <source>Atoms</source>
        <translation>Átomos</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded</source>
        <translation>Ninguna simulación de LAMMPS cargada</translation>
    </message>
    <message>
        <source>Import one: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Importe una: Archivo → Importar simulación de LAMMPS…, o --set dump=RUTA --set log=RUTA en la línea de órdenes.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Ninguna simulación de LAMMPS cargada: Archivo → Importar simulación de LAMMPS…, o --set dump=RUTA --set log=RUTA en la línea de órdenes.</translation>
    </message>
    <message>
        <source>The dump has no velocities (dump atom): temperature, pressure and the speed histogram need dump custom … vx vy.</source>
        <translation>El volcado no tiene velocidades (dump atom): la temperatura, la presión y el histograma de velocidades necesitan dump custom … vx vy.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: import one with File → Import LAMMPS run.</source>
        <translation>No hay ninguna simulación de LAMMPS cargada: importe una con Archivo → Importar simulación de LAMMPS.</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms at temperature kT = %5 ε, pressure %6 ε/σ².</source>
        <translation>Fotograma de LAMMPS %1 de %2 (paso %3): %4 átomos a temperatura kT = %5 ε, presión %6 ε/σ².</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms.</source>
        <translation>Fotograma de LAMMPS %1 de %2 (paso %3): %4 átomos.</translation>
    </message>
    <message>
        <source>parameter &apos;cutoff&apos; = %1 is more than half the box side %2 of the dump: the minimum image would miss pairs; choose at most %3</source>
        <translation>parámetro &apos;cutoff&apos; = %1 supera la mitad del lado de la caja %2 del volcado: la imagen mínima perdería pares; elija como máximo %3</translation>
    </message>
    <message>
        <source>every frame from t = %1, frames played so far</source>
        <translation>cada fotograma desde t = %1, los fotogramas reproducidos hasta ahora</translation>
    </message>
    <message>
        <source>cannot read the LAMMPS deck: %1</source>
        <translation>no se puede leer el archivo de entrada de LAMMPS: %1</translation>
    </message>
    <message>
        <source>the dump has atoms of type %1, but the deck %2 describes atom types 1 to %3 only (its mass and pair_coeff lines)</source>
        <translation>el volcado tiene átomos de tipo %1, pero el archivo de entrada %2 solo describe los tipos de átomo 1 a %3 (sus líneas mass y pair_coeff)</translation>
    </message>
    <message>
        <source>cannot read the data file of the deck %1: %2</source>
        <translation>no se puede leer el archivo de datos del archivo de entrada %1: %2</translation>
    </message>
    <message>
        <source>%1: no mass for atom type %2 (neither a `mass` command nor the data file&apos;s Masses section)</source>
        <translation>%1: no hay masa para el tipo de átomo %2 (ni una orden `mass` ni la sección Masses del archivo de datos)</translation>
    </message>
    <message>
        <source>%1: no pair_coeff for atom types %2 %3</source>
        <translation>%1: no hay pair_coeff para los tipos de átomo %2 %3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is longer than any file name can be</source>
        <translation>parámetro &apos;%1&apos;: %2 es más largo de lo que puede ser un nombre de archivo</translation>
    </message>
    <message>
        <source>parameters &apos;log&apos; and &apos;dump&apos;: a log was named but no dump: set dump=PATH to the trajectory as well</source>
        <translation>parámetros &apos;log&apos; y &apos;dump&apos;: se indicó un registro pero ningún volcado: indique también dump=RUTA a la trayectoria</translation>
    </message>
    <message>
        <source>parameter &apos;dump&apos;: cannot read the LAMMPS dump: %1</source>
        <translation>parámetro &apos;dump&apos;: no se puede leer el volcado de LAMMPS: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1</source>
        <translation>parámetro &apos;log&apos;: no se puede leer el registro de LAMMPS: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1: the thermo table has no Step column</source>
        <translation>parámetro &apos;log&apos;: no se puede leer el registro de LAMMPS: %1: la tabla thermo no tiene columna Step</translation>
    </message>
    <message>
        <source>%1: the dump has atoms of type %2, which the deck gives no pair coefficients</source>
        <translation>%1: el volcado tiene átomos de tipo %2, a los que el archivo de entrada no da coeficientes de par</translation>
    </message>
    <message>
        <source>the box is not square (%1 × %2)</source>
        <translation>la caja no es cuadrada (%1 × %2)</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</source>
        <translation>Fotograma de LAMMPS %1 de %2   paso %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6   P = %7</source>
        <translation>Fotograma de LAMMPS %1 de %2   paso %3   t = %4   N = %5   kT = %6   P = %7</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5</source>
        <translation>Fotograma de LAMMPS %1 de %2   paso %3   t = %4   N = %5</translation>
    </message>
    <message>
        <source>Energies, pressure and g(r) are not computed: %1; name the run&apos;s input deck (deck=PATH; in.particlelab beside the dump is read by itself) for its masses and pair coefficients.</source>
        <translation>No se calculan las energías, la presión ni g(r): %1; indique el archivo de entrada de la simulación (deck=RUTA; in.particlelab junto al volcado se lee por sí solo) para sus masas y coeficientes de par.</translation>
    </message>
    <message>
        <source>the frame on show is not in the dump</source>
        <translation>el fotograma mostrado no está en el dump</translation>
    </message>
    <message>
        <source>the g(r) counts do not fit the run&apos;s bins</source>
        <translation>los recuentos de g(r) no corresponden a los intervalos de la simulación</translation>
    </message>
    <message>
        <source>a g(r) count is negative or not finite</source>
        <translation>un recuento de g(r) es negativo o no es finito</translation>
    </message>
</context>
<context>
    <name>lennard-jones</name>
    <message>
        <source>potential energy per atom</source>
        <translation>energía potencial por átomo</translation>
    </message>
    <message>
        <source>Atoms N</source>
        <translation>Átomos N</translation>
    </message>
    <message>
        <source>Number of atoms.</source>
        <translation>Número de átomos.</translation>
    </message>
    <message>
        <source>Thermostat temperature kT₀</source>
        <translation>Temperatura del termostato kT₀</translation>
    </message>
    <message>
        <source>Target temperature of the thermostat (kT in units of ε).</source>
        <translation>Temperatura objetivo del termostato (kT en unidades de ε).</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Densidad numérica</translation>
    </message>
    <message>
        <source>Atoms per unit area; sets the box size.</source>
        <translation>Átomos por unidad de área; fija el tamaño de la caja.</translation>
    </message>
    <message>
        <source>Initial temperature</source>
        <translation>Temperatura inicial</translation>
    </message>
    <message>
        <source>kT the atoms start with (Maxwell velocities).</source>
        <translation>kT con el que empiezan los átomos (velocidades de Maxwell).</translation>
    </message>
    <message>
        <source>Thermostat time τ</source>
        <translation>Tiempo del termostato τ</translation>
    </message>
    <message>
        <source>Berendsen relaxation time; 0 switches the thermostat off.</source>
        <translation>Tiempo de relajación de Berendsen; 0 apaga el termostato.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Velocity Verlet step. Above ~0.01 the energy starts to drift.</source>
        <translation>Paso de Verlet de velocidades. Por encima de ~0,01 la energía empieza a derivar.</translation>
    </message>
    <message>
        <source>Shift U to 0 at r_c</source>
        <translation>Desplazar U a 0 en r_c</translation>
    </message>
    <message>
        <source>Subtract U(r_c) = −0.016ε from every pair inside the cut-off, so that a pair crossing r_c changes no energy (the forces stay the same).</source>
        <translation>Restar U(r_c) = −0,016ε a cada par dentro del radio de corte, para que un par que cruza r_c no cambie la energía (las fuerzas no cambian).</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Tiempo de equilibrado</translation>
    </message>
    <message>
        <source>Time averages start this long after the reset or the last change of temperature, τ or Δt.</source>
        <translation>Los promedios temporales empiezan este tiempo después del reinicio o del último cambio de temperatura, τ o Δt.</translation>
    </message>
    <message>
        <source>g(r), last 500 steps</source>
        <translation>g(r), últimos 500 pasos</translation>
    </message>
    <message>
        <source>the closest pair</source>
        <translation>el par más cercano</translation>
    </message>
    <message>
        <source>Lennard-Jones matter: gas, liquid drops, crystal</source>
        <translation>Materia de Lennard-Jones: gas, gotas líquidas, cristal</translation>
    </message>
    <message>
        <source>Atoms with the Lennard-Jones potential and a thermostat: cool the gas and watch drops condense and freeze.</source>
        <translation>Átomos con el potencial de Lennard-Jones y un termostato: enfríe el gas y observe cómo se condensan y congelan gotas.</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   cell lists</source>
        <translation>t = %1   N = %2   kT = %3 ε (objetivo %4)   U/N = %5 ε   P = %6 ε/σ²   listas de celdas</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   all pairs (small box)</source>
        <translation>t = %1   N = %2   kT = %3 ε (objetivo %4)   U/N = %5 ε   P = %6 ε/σ²   todos los pares (caja pequeña)</translation>
    </message>
    <message>
        <source>Lennard-Jones fluid: the run diverged at t = %1.</source>
        <translation>Fluido de Lennard-Jones: la simulación divergió en t = %1.</translation>
    </message>
    <message numerus="yes">
        <source>Lennard-Jones fluid of %n atoms: temperature kT = %1 ε (target %2 ε), potential energy %3 ε per atom, pressure %4 ε/σ².</source>
        <translation>
            <numerusform>Fluido de Lennard-Jones de %n átomos: temperatura kT = %1 ε (objetivo %2 ε), energía potencial %3 ε por átomo, presión %4 ε/σ².</numerusform>
            <numerusform>Fluido de Lennard-Jones de %n átomos: temperatura kT = %1 ε (objetivo %2 ε), energía potencial %3 ε por átomo, presión %4 ε/σ².</numerusform>
        </translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;density&apos;: the box (side %1 σ) must be at least twice the cut-off 2.5σ: use more atoms or a lower density.</source>
        <translation>parámetros &apos;count&apos; y &apos;density&apos;: la caja (lado %1 σ) debe medir al menos el doble del radio de corte 2,5σ: use más átomos o una densidad menor.</translation>
    </message>
    <message>
        <source>every %1 steps from t = %2</source>
        <translation>cada %1 pasos desde t = %2</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 σ√(m/ε): atoms came so close that the r⁻¹² repulsion blew up. Lower the time step Δt and reset.</source>
        <translation>La simulación divergió en t = %1 σ√(m/ε): unos átomos se acercaron tanto que la repulsión r⁻¹² se disparó. Reduzca el paso de tiempo Δt y reinicie.</translation>
    </message>
    <message>
        <source>the state has %1 atoms where the parameters place %2</source>
        <translation>el estado tiene %1 átomos donde los parámetros colocan %2</translation>
    </message>
    <message>
        <source>the fluid&apos;s potential or g(r) settings differ from the parameters&apos;</source>
        <translation>el potencial o los ajustes de g(r) del fluido difieren de los de los parámetros</translation>
    </message>
    <message>
        <source>the g(r) on show must be finite numbers ≥ 0</source>
        <translation>la g(r) mostrada debe estar formada por números finitos ≥ 0</translation>
    </message>
    <message>
        <source>the fluid of a run that has not diverged holds an energy beyond the blow-up bound</source>
        <translation>el fluido de una simulación que no ha divergido tiene una energía más allá de la cota de divergencia</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the time the averages start from is not a finite number ≥ 0</source>
        <translation>el inicio de los promedios temporales no es un número finito ≥ 0</translation>
    </message>
    <message>
        <source>time averages: their start time is not a time of the run</source>
        <translation>promedios temporales: su inicio no es un instante de la simulación</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Forward Euler</source>
        <translation>Euler explícito</translation>
    </message>
    <message>
        <source>Symplectic Euler</source>
        <translation>Euler simpléctico</translation>
    </message>
    <message>
        <source>Heun</source>
        <translation>Heun</translation>
    </message>
    <message>
        <source>Midpoint</source>
        <translation>Punto medio</translation>
    </message>
    <message>
        <source>RK4</source>
        <translation>RK4</translation>
    </message>
    <message>
        <source>Velocity Verlet</source>
        <translation>Verlet de velocidades</translation>
    </message>
    <message>
        <source>Speeds against 2D Maxwell–Boltzmann</source>
        <translation>Velocidades frente a Maxwell–Boltzmann en 2D</translation>
    </message>
    <message>
        <source>speed v</source>
        <translation>rapidez v</translation>
    </message>
    <message>
        <source>density f(v)</source>
        <translation>densidad f(v)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
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
        <translation>λΔt ahora</translation>
    </message>
    <message>
        <source>Region of Forward Euler</source>
        <translation>Región de Euler explícito</translation>
    </message>
    <message>
        <source>Region of Symplectic Euler</source>
        <translation>Región de Euler simpléctico</translation>
    </message>
    <message>
        <source>Region of Heun</source>
        <translation>Región de Heun</translation>
    </message>
    <message>
        <source>Region of Midpoint</source>
        <translation>Región del punto medio</translation>
    </message>
    <message>
        <source>Region of RK4</source>
        <translation>Región de RK4</translation>
    </message>
    <message>
        <source>Region of Velocity Verlet</source>
        <translation>Región de Verlet de velocidades</translation>
    </message>
    <message>
        <source>Δt over the stability limit</source>
        <translation>Δt respecto al límite de estabilidad</translation>
    </message>
    <message>
        <source>no mode to read</source>
        <translation>ningún modo que leer</translation>
    </message>
    <message>
        <source>Predicted energy growth per second |R(z)|^(2/Δt)</source>
        <translation>Crecimiento previsto de la energía por segundo |R(z)|^(2/Δt)</translation>
    </message>
    <message>
        <source>the value is not a finite number (the simulation may have diverged)</source>
        <translation>el valor no es un número finito (puede que la simulación haya divergido)</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <source>Seed of the random engine: the same seed gives the same run.</source>
        <translation>Semilla del generador aleatorio: la misma semilla da la misma simulación.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <source>Thermostat kT₀</source>
        <translation>Termostato kT₀</translation>
    </message>
    <message>
        <source>LAMMPS log: Temp</source>
        <translation>Registro de LAMMPS: Temp</translation>
    </message>
    <message>
        <source>Energy per atom</source>
        <translation>Energía por átomo</translation>
    </message>
    <message>
        <source>energy / N</source>
        <translation>energía / N</translation>
    </message>
    <message>
        <source>Potential U/N</source>
        <translation>Potencial U/N</translation>
    </message>
    <message>
        <source>Total (K + U)/N</source>
        <translation>Total (K + U)/N</translation>
    </message>
    <message>
        <source>LAMMPS log: PotEng</source>
        <translation>Registro de LAMMPS: PotEng</translation>
    </message>
    <message>
        <source>LAMMPS log: TotEng</source>
        <translation>Registro de LAMMPS: TotEng</translation>
    </message>
    <message>
        <source>Shadow H̃/N (Verlet)</source>
        <translation>Energía sombra H̃/N (Verlet)</translation>
    </message>
    <message>
        <source>Pressure (virial)</source>
        <translation>Presión (virial)</translation>
    </message>
    <message>
        <source>Virial P</source>
        <translation>Virial P</translation>
    </message>
    <message>
        <source>P + ΔP (tail beyond r_c)</source>
        <translation>P + ΔP (cola más allá de r_c)</translation>
    </message>
    <message>
        <source>LAMMPS log: Press</source>
        <translation>Registro de LAMMPS: Press</translation>
    </message>
    <message>
        <source>Radial distribution function</source>
        <translation>Función de distribución radial</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial, force cut at r_c)</source>
        <translation>Presión P = (K + ½Σ r·F)/A (virial, fuerza cortada en r_c)</translation>
    </message>
    <message>
        <source>what LAMMPS&apos;s thermo column Press reports for pair_style lj/cut in 2D</source>
        <translation>lo que la columna thermo Press de LAMMPS da para pair_style lj/cut en 2D</translation>
    </message>
    <message>
        <source>Tail correction ΔP (pairs beyond r_c, g = 1)</source>
        <translation>Corrección de cola ΔP (pares más allá de r_c, g = 1)</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Energía potencial por átomo U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Energía total por átomo (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure with the tail P + ΔP</source>
        <translation>Presión con la cola P + ΔP</translation>
    </message>
    <message>
        <source>Tail correction of U/N (beyond r_c)</source>
        <translation>Corrección de cola de U/N (más allá de r_c)</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Densidad numérica</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Lado de la caja</translation>
    </message>
    <message>
        <source>Samples in the time averages</source>
        <translation>Muestras en los promedios temporales</translation>
    </message>
    <message>
        <source>Its standard error</source>
        <translation>Su error estándar</translation>
    </message>
    <message>
        <source>Time average ⟨P⟩ + ΔP (tail)</source>
        <translation>Promedio temporal ⟨P⟩ + ΔP (cola)</translation>
    </message>
    <message>
        <source>Height of the first peak of g(r)</source>
        <translation>Altura del primer pico de g(r)</translation>
    </message>
    <message>
        <source>Position of the first peak of g(r)</source>
        <translation>Posición del primer pico de g(r)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>Time average ⟨kT⟩</source>
        <translation>Promedio temporal ⟨kT⟩</translation>
    </message>
    <message>
        <source>Time average ⟨U/N⟩</source>
        <translation>Promedio temporal ⟨U/N⟩</translation>
    </message>
    <message>
        <source>Time average ⟨P (virial, cut at r_c)⟩</source>
        <translation>Promedio temporal ⟨P (virial, cortado en r_c)⟩</translation>
    </message>
    <message>
        <source>λΔt of Dormand–Prince 5(4) now</source>
        <translation>λΔt de Dormand–Prince 5(4) ahora</translation>
    </message>
    <message>
        <source>λΔt of Heun–Euler 2(1) now</source>
        <translation>λΔt de Heun–Euler 2(1) ahora</translation>
    </message>
    <message>
        <source>Region of Dormand–Prince 5(4)</source>
        <translation>Región de Dormand–Prince 5(4)</translation>
    </message>
    <message>
        <source>Region of Heun–Euler 2(1)</source>
        <translation>Región de Heun–Euler 2(1)</translation>
    </message>
    <message>
        <source>Stability meter: z = λΔt and the regions</source>
        <translation>Medidor de estabilidad: z = λΔt y las regiones</translation>
    </message>
    <message>
        <source>Symplectic Euler force</source>
        <translation>Euler simpléctico: fuerza</translation>
    </message>
    <message>
        <source>Forward Euler force</source>
        <translation>Euler explícito: fuerza</translation>
    </message>
    <message>
        <source>Symplectic Euler velocity</source>
        <translation>Euler simpléctico: velocidad</translation>
    </message>
    <message>
        <source>Forward Euler velocity</source>
        <translation>Euler explícito: velocidad</translation>
    </message>
    <message>
        <source>Symplectic Euler position</source>
        <translation>Euler simpléctico: posición</translation>
    </message>
    <message>
        <source>Forward Euler position</source>
        <translation>Euler explícito: posición</translation>
    </message>
    <message>
        <source>Heun predictor</source>
        <translation>Heun: predictor</translation>
    </message>
    <message>
        <source>Heun corrector</source>
        <translation>Heun: corrector</translation>
    </message>
    <message>
        <source>Midpoint half step</source>
        <translation>Punto medio: medio paso</translation>
    </message>
    <message>
        <source>Midpoint full step</source>
        <translation>Punto medio: paso completo</translation>
    </message>
    <message>
        <source>RK4 slope k₁</source>
        <translation>RK4: pendiente k₁</translation>
    </message>
    <message>
        <source>RK4 slope k₂</source>
        <translation>RK4: pendiente k₂</translation>
    </message>
    <message>
        <source>RK4 slope k₃</source>
        <translation>RK4: pendiente k₃</translation>
    </message>
    <message>
        <source>RK4 slope k₄ and update</source>
        <translation>RK4: pendiente k₄ y actualización</translation>
    </message>
    <message>
        <source>Verlet half kick</source>
        <translation>Verlet: medio impulso</translation>
    </message>
    <message>
        <source>Verlet drift</source>
        <translation>Verlet: deriva</translation>
    </message>
    <message>
        <source>no oscillating mode in %1 (λ real ≥ 0: the motion itself runs away there, whatever the method)</source>
        <translation>ningún modo oscilante en %1 (λ real ≥ 0: ahí es el propio movimiento el que se dispara, sea cual sea el método)</translation>
    </message>
    <message>
        <source>%1 is stable at no Δt for %2</source>
        <translation>%1 no es estable con ningún Δt para %2</translation>
    </message>
    <message>
        <source>Δt is %1 of the stability limit of %2 for %3</source>
        <translation>Δt es %1 veces el límite de estabilidad de %2 para %3</translation>
    </message>
    <message>
        <source>%1: energy grows by a factor %2 per second</source>
        <translation>%1: la energía crece en un factor %2 por segundo</translation>
    </message>
    <message>
        <source>%1: no mode grows</source>
        <translation>%1: ningún modo crece</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; for lesson &apos;%2&apos;</source>
        <translation>parámetro desconocido &apos;%1&apos; para la lección &apos;%2&apos;</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a finite number</source>
        <translation>parámetro &apos;%1&apos;: %2 no es un número finito</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to compute with (smaller than 2.2e-308); use 0</source>
        <translation>parámetro &apos;%1&apos;: %2 está demasiado cerca de cero para calcular con él (menor que 2,2e-308); use 0</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a whole number</source>
        <translation>parámetro &apos;%1&apos;: %2 no es un número entero</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: a flag is 0 or 1, not %2</source>
        <translation>parámetro &apos;%1&apos;: un interruptor vale 0 o 1, no %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2%3 is out of range [%4, %5]%3</source>
        <translation>parámetro &apos;%1&apos;: %2%3 está fuera del intervalo [%4; %5]%3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose one of: %3)</source>
        <translation>parámetro &apos;%1&apos;: opción desconocida %2 (elija una de: %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: choose at least one of: %2</source>
        <translation>parámetro &apos;%1&apos;: elija al menos una de: %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose from: %3)</source>
        <translation>parámetro &apos;%1&apos;: opción desconocida %2 (elija entre: %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: &apos;%2&apos; is chosen twice; name each choice once</source>
        <translation>parámetro &apos;%1&apos;: &apos;%2&apos; está elegida dos veces; nombre cada opción una sola vez</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a number</source>
        <translation>parámetro &apos;%1&apos;: %2 no es un número</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to represent (smaller than 2.2e-308); use 0</source>
        <translation>parámetro &apos;%1&apos;: %2 está demasiado cerca de cero para representarlo (menor que 2,2e-308); use 0</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too large to represent (larger than 1.8e308)</source>
        <translation>parámetro &apos;%1&apos;: %2 es demasiado grande para representarlo (mayor que 1,8e308)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown kind</source>
        <translation>parámetro &apos;%1&apos;: tipo desconocido</translation>
    </message>
    <message>
        <source>averaging needs %1 samples (%2); %3 so far</source>
        <translation>el promedio necesita %1 muestras (%2); %3 hasta ahora</translation>
    </message>
    <message>
        <source>± %1 over %2 samples since t = %3 (%4)</source>
        <translation>± %1 sobre %2 muestras desde t = %3 (%4)</translation>
    </message>
    <message>
        <source>%1: standard error</source>
        <translation>%1: error estándar</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples</source>
        <translation>promedio por bloques (Flyvbjerg–Petersen, nivel elegido con la prueba de Jonsson): bloques de %1 muestras</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples; no level with uncorrelated blocks yet, the largest estimate is shown: run longer</source>
        <translation>promedio por bloques (Flyvbjerg–Petersen, nivel elegido con la prueba de Jonsson): bloques de %1 muestras; aún no hay un nivel con bloques no correlacionados, se muestra la estimación mayor: deje correr más la simulación</translation>
    </message>
    <message>
        <source>a state saved by an older ParticleLab (format version %1) does not fit lesson &apos;%2&apos;: %3</source>
        <translation>un estado guardado por una versión anterior de ParticleLab (versión de formato %1) no corresponde a la lección «%2»: %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be %2</source>
        <translation>el campo «%1» debe ser %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>falta el campo «%1»</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>%1: nested more than %2 levels deep (no session nests so deep; the file was made by hand or damaged)</source>
        <translation>%1: anidado a más de %2 niveles de profundidad (ninguna sesión se anida tanto; el archivo se hizo a mano o está dañado)</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1: JSON no válido (%2)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (the file is not a JSON object)</source>
        <translation>no es una sesión de ParticleLab (el archivo no es un objeto JSON)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (&quot;%1&quot; is not &quot;%2&quot;)</source>
        <translation>no es una sesión de ParticleLab («%1» no es «%2»)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this ParticleLab reads versions 1 to %2)</source>
        <translation>la versión de formato %1 no es compatible (este ParticleLab lee las versiones 1 a %2)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (a session has %2)</source>
        <translation>campo desconocido «%1» (una sesión tiene %2)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena de texto</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be an object (a scene file&apos;s content)</source>
        <translation>el campo «%1» debe ser un objeto (el contenido de un archivo de escena)</translation>
    </message>
    <message>
        <source>the lesson is &apos;%1&apos;, a built-in lesson, but the file embeds a &quot;%2&quot; (only a scene opened from a file is saved with its scene)</source>
        <translation>la lección es «%1», una lección incorporada, pero el archivo incluye una «%2» (solo una escena abierta desde un archivo se guarda con su escena)</translation>
    </message>
    <message>
        <source>unknown lesson &apos;%1&apos;</source>
        <translation>lección desconocida «%1»</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; must be a string such as &quot;%2&quot;</source>
        <translation>el parámetro «%1» debe ser una cadena como «%2»</translation>
    </message>
    <message>
        <source>an array [x, y]</source>
        <translation>una lista [x, y]</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be [x, y]</source>
        <translation>el campo «%1» debe ser [x, y]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>the view&apos;s centre and scale must be finite, the scale ≥ 0</source>
        <translation>el centro y la escala de la vista deben ser finitos, la escala ≥ 0</translation>
    </message>
    <message>
        <source>the payload&apos;s encoding is not &quot;%1&quot;</source>
        <translation>la codificación de los datos no es «%1»</translation>
    </message>
    <message>
        <source>the payload is not base64 text (damaged or edited by hand)</source>
        <translation>los datos no son texto base64 (dañados o editados a mano)</translation>
    </message>
    <message>
        <source>the payload is truncated (%1 bytes where %2 were saved)</source>
        <translation>los datos están truncados (%1 bytes donde se guardaron %2)</translation>
    </message>
    <message>
        <source>the payload is damaged (its checksum does not match; was it edited?)</source>
        <translation>los datos están dañados (su suma de comprobación no coincide; ¿se editaron?)</translation>
    </message>
    <message>
        <source>the payload cannot be read (%1)</source>
        <translation>los datos no se pueden leer (%1)</translation>
    </message>
    <message>
        <source>the moment on show lies outside the run</source>
        <translation>el momento mostrado está fuera de la simulación</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2, but the run stands at tick %3</source>
        <translation>el campo «%1» vale %2, pero la simulación está en el paso %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be a finite number ≥ 0 (s)</source>
        <translation>el campo «%1» debe ser un número finito ≥ 0 (s)</translation>
    </message>
    <message>
        <source>the saved state does not fit lesson &apos;%1&apos;: %2</source>
        <translation>el estado guardado no corresponde a la lección «%1»: %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2 s, but the run stands at t = %3 s</source>
        <translation>el campo «%1» vale %2 s, pero la simulación está en t = %3 s</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: %2</source>
        <translation>rama «%1»: %2</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: its ghost lies outside it</source>
        <translation>rama «%1»: su fantasma está fuera de ella</translation>
    </message>
    <message>
        <source>the ghost of branch &apos;%1&apos; does not fit lesson &apos;%2&apos;: %3</source>
        <translation>el fantasma de la rama «%1» no corresponde a la lección «%2»: %3</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <source>%1 has %2 runs, the chosen methods %3</source>
        <translation>%1 tiene %2 simulaciones, los métodos elegidos %3</translation>
    </message>
    <message>
        <source>run %1 of %2 is not of the chosen method %3</source>
        <translation>la simulación %1 de %2 no es del método elegido %3</translation>
    </message>
    <message>
        <source>the grabbed particle %1 does not exist</source>
        <translation>la partícula agarrada %1 no existe</translation>
    </message>
    <message>
        <source>the grabbed particle&apos;s mass must be positive</source>
        <translation>la masa de la partícula agarrada debe ser positiva</translation>
    </message>
    <message>
        <source>the grabbed particle is not held in place</source>
        <translation>la partícula agarrada no está sujeta</translation>
    </message>
    <message>
        <source>a particle system must have %1 particles, each with a position, velocity, force and mass</source>
        <translation>un sistema de partículas debe tener %1 partículas, cada una con posición, velocidad, fuerza y masa</translation>
    </message>
    <message>
        <source>particle %1 has a zero or negative mass</source>
        <translation>la partícula %1 tiene masa nula o negativa</translation>
    </message>
    <message>
        <source>a particle system&apos;s time is not a time of the run</source>
        <translation>el tiempo de un sistema de partículas no es un instante de la simulación</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity beyond its blow-up bound or a force that is not finite</source>
        <translation>una simulación que no ha divergido tiene una posición o una velocidad más allá de su cota de divergencia o una fuerza que no es finita</translation>
    </message>
    <message>
        <source>the state has %1 runs where the parameters ask for %2</source>
        <translation>el estado tiene %1 simulaciones donde los parámetros piden %2</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>el instante de divergencia de una simulación no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the gas&apos;s counters hold a time that is not a time of the run</source>
        <translation>los contadores del gas contienen un tiempo que no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the gas&apos;s wall impulse or path length is not finite</source>
        <translation>el impulso sobre las paredes o el recorrido del gas no es finito</translation>
    </message>
    <message>
        <source>the gas&apos;s collision counts must be ≥ 0</source>
        <translation>los recuentos de colisiones del gas deben ser ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s arrays must all have one entry per disk</source>
        <translation>los arreglos del gas deben tener todos una entrada por disco</translation>
    </message>
    <message>
        <source>the gas&apos;s disk identities and slots do not match</source>
        <translation>las identidades y las posiciones de los discos del gas no coinciden</translation>
    </message>
    <message>
        <source>a disk has a zero, negative or infinite mass or radius</source>
        <translation>un disco tiene una masa o un radio nulo, negativo o infinito</translation>
    </message>
    <message>
        <source>the gas&apos;s box must have a finite, positive size</source>
        <translation>la caja del gas debe tener un tamaño finito y positivo</translation>
    </message>
    <message>
        <source>the gas&apos;s time and step count must be finite numbers ≥ 0</source>
        <translation>el tiempo y el número de pasos del gas deben ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>a candidate pair names a disk the gas does not have</source>
        <translation>un par candidato nombra un disco que el gas no tiene</translation>
    </message>
    <message>
        <source>the area the gas&apos;s disks cover is not a finite number ≥ 0</source>
        <translation>el área que cubren los discos del gas no es un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s piston has a speed or travel that is not finite</source>
        <translation>el pistón del gas tiene una velocidad o un recorrido que no es finito</translation>
    </message>
    <message>
        <source>the gas&apos;s wall temperature is not a finite number ≥ 0</source>
        <translation>la temperatura de las paredes del gas no es un número finito ≥ 0</translation>
    </message>
    <message>
        <source>a disk lies outside the gas&apos;s box or is not finite</source>
        <translation>un disco está fuera de la caja del gas o no es finito</translation>
    </message>
    <message>
        <source>a disk&apos;s velocity is not finite or the gas&apos;s energy overflows</source>
        <translation>la velocidad de un disco no es finita o la energía del gas se desborda</translation>
    </message>
    <message>
        <source>the fluid&apos;s settings (mass, σ, ε, cut-off, thermostat) are not acceptable</source>
        <translation>los ajustes del fluido (masa, σ, ε, radio de corte, termostato) no son aceptables</translation>
    </message>
    <message>
        <source>the fluid&apos;s arrays must all have one entry per atom</source>
        <translation>los arreglos del fluido deben tener todos una entrada por átomo</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list is damaged</source>
        <translation>la lista de vecinos del fluido está dañada</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list names an atom it does not have</source>
        <translation>la lista de vecinos del fluido nombra un átomo que no tiene</translation>
    </message>
    <message>
        <source>the fluid&apos;s g(r) counts do not match its bins</source>
        <translation>los recuentos de g(r) del fluido no corresponden a sus intervalos</translation>
    </message>
    <message>
        <source>the fluid&apos;s box, time and step count must be finite numbers ≥ 0</source>
        <translation>la caja, el tiempo y el número de pasos del fluido deben ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>an atom&apos;s velocity, force or energy is not finite</source>
        <translation>la velocidad, la fuerza o la energía de un átomo no es finita</translation>
    </message>
    <message>
        <source>an atom lies outside the periodic box or is not finite</source>
        <translation>un átomo está fuera de la caja periódica o no es finito</translation>
    </message>
    <message>
        <source>the fluid&apos;s kinetic energy, potential energy or virial is not finite</source>
        <translation>la energía cinética, la energía potencial o el virial del fluido no es finito</translation>
    </message>
    <message>
        <source>the saved values lack parameter &apos;%1&apos;</source>
        <translation>a los valores guardados les falta el parámetro «%1»</translation>
    </message>
    <message>
        <source>the state is damaged or incomplete (%1)</source>
        <translation>el estado está dañado o incompleto (%1)</translation>
    </message>
    <message>
        <source>the state has bytes left over after the lesson read it</source>
        <translation>quedan bytes del estado después de que la lección lo leyera</translation>
    </message>
    <message>
        <source>the state is not acceptable: %1</source>
        <translation>el estado no es aceptable: %1</translation>
    </message>
    <message>
        <source>the run has no keyframe at its start</source>
        <translation>la simulación no tiene fotograma clave al inicio</translation>
    </message>
    <message>
        <source>the run&apos;s keyframes are out of order</source>
        <translation>los fotogramas clave de la simulación están desordenados</translation>
    </message>
    <message>
        <source>a keyframe lies beyond the end of the run</source>
        <translation>un fotograma clave está más allá del final de la simulación</translation>
    </message>
    <message>
        <source>the run&apos;s event log is out of order</source>
        <translation>el registro de eventos de la simulación está desordenado</translation>
    </message>
    <message>
        <source>the run&apos;s stage marks are out of order</source>
        <translation>las marcas de etapa de la simulación están desordenadas</translation>
    </message>
    <message>
        <source>the run&apos;s keyframe settings are invalid</source>
        <translation>los ajustes de fotogramas clave de la simulación no son válidos</translation>
    </message>
    <message>
        <source>a matrix in the state has an impossible size</source>
        <translation>una matriz del estado tiene un tamaño imposible</translation>
    </message>
    <message>
        <source>a random engine in the state is damaged</source>
        <translation>un generador aleatorio del estado está dañado</translation>
    </message>
    <message>
        <source>a random distribution in the state is damaged</source>
        <translation>una distribución aleatoria del estado está dañada</translation>
    </message>
    <message>
        <source>time averages: %1</source>
        <translation>promedios temporales: %1</translation>
    </message>
    <message>
        <source>time averages: the three quantities count different numbers of samples</source>
        <translation>promedios temporales: las tres magnitudes cuentan distinto número de muestras</translation>
    </message>
    <message>
        <source>time averages: their start time is not a number</source>
        <translation>promedios temporales: su inicio no es un número</translation>
    </message>
    <message>
        <source>the averages&apos; sample lists differ in length</source>
        <translation>las listas de muestras de los promedios tienen distinta longitud</translation>
    </message>
    <message>
        <source>boundary needs a style for x, y and z</source>
        <translation>boundary necesita un estilo para x, y y z</translation>
    </message>
    <message>
        <source>read_data names no file</source>
        <translation>read_data no nombra ningún archivo</translation>
    </message>
    <message>
        <source>expected &apos;mass TYPE M&apos; with a type from 1 and M &gt; 0</source>
        <translation>se esperaba &apos;mass TYPE M&apos; con un tipo desde 1 y M &gt; 0</translation>
    </message>
    <message>
        <source>only &apos;pair_style lj/cut RC&apos; is read, found %1</source>
        <translation>solo se lee &apos;pair_style lj/cut RC&apos;, se encontró %1</translation>
    </message>
    <message>
        <source>the lj/cut cut-off %1 is not a positive number</source>
        <translation>el radio de corte lj/cut %1 no es un número positivo</translation>
    </message>
    <message>
        <source>expected &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; with types from 1, EPSILON ≥ 0 and SIGMA &gt; 0</source>
        <translation>se esperaba &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; con tipos desde 1, EPSILON ≥ 0 y SIGMA &gt; 0</translation>
    </message>
    <message>
        <source>the pair cut-off %1 is not a positive number</source>
        <translation>el radio de corte %1 del par no es un número positivo</translation>
    </message>
    <message>
        <source>the group&apos;s type %1 is not a type number</source>
        <translation>el tipo %1 del grupo no es un número de tipo</translation>
    </message>
    <message>
        <source>the wall position %1 of %2 is not a number (EDGE and variables are not read)</source>
        <translation>la posición de pared %1 de %2 no es un número (EDGE y las variables no se leen)</translation>
    </message>
    <message>
        <source>the ATOMS header has no &apos;id&apos; column</source>
        <translation>la cabecera ATOMS no tiene columna &apos;id&apos;</translation>
    </message>
    <message>
        <source>the ATOMS header has no positions (x y, xs ys or xu yu)</source>
        <translation>la cabecera ATOMS no tiene posiciones (x y, xs ys o xu yu)</translation>
    </message>
    <message>
        <source>the ATOMS header has only one of the velocity columns vx, vy</source>
        <translation>la cabecera ATOMS tiene solo una de las columnas de velocidad vx, vy</translation>
    </message>
    <message>
        <source>the file ends where %1 should be (truncated?)</source>
        <translation>el archivo termina donde debería estar %1 (¿truncado?)</translation>
    </message>
    <message>
        <source>expected %1 to begin a frame, found %2</source>
        <translation>se esperaba %1 al comienzo de un fotograma, se encontró %2</translation>
    </message>
    <message>
        <source>the file ends where the timestep should be (truncated?)</source>
        <translation>el archivo termina donde debería estar el paso de tiempo (¿truncado?)</translation>
    </message>
    <message>
        <source>%1 is not a timestep number</source>
        <translation>%1 no es un número de paso de tiempo</translation>
    </message>
    <message>
        <source>the file ends where the value of %1 should be (truncated?)</source>
        <translation>el archivo termina donde debería estar el valor de %1 (¿truncado?)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>se esperaba %1, se encontró %2</translation>
    </message>
    <message>
        <source>the file ends where the number of atoms should be (truncated?)</source>
        <translation>el archivo termina donde debería estar el número de átomos (¿truncado?)</translation>
    </message>
    <message>
        <source>%1 is not a number of atoms</source>
        <translation>%1 no es un número de átomos</translation>
    </message>
    <message>
        <source>a triclinic box (tilt factors xy xz yz): only orthogonal boxes are read</source>
        <translation>una caja triclínica (factores de inclinación xy xz yz): solo se leen cajas ortogonales</translation>
    </message>
    <message>
        <source>the file ends where the box bounds should be (truncated?)</source>
        <translation>el archivo termina donde deberían estar los límites de la caja (¿truncado?)</translation>
    </message>
    <message>
        <source>expected two finite box bounds lo &lt; hi, found %1</source>
        <translation>se esperaban dos límites de caja finitos lo &lt; hi, se encontró %1</translation>
    </message>
    <message>
        <source>this frame&apos;s columns differ from the first frame&apos;s (%1)</source>
        <translation>las columnas de este fotograma difieren de las del primer fotograma (%1)</translation>
    </message>
    <message>
        <source>this frame has %1 atoms, the first frame %2 (atoms lost or added are not supported)</source>
        <translation>este fotograma tiene %1 átomos, el primer fotograma %2 (no se admiten átomos perdidos o añadidos)</translation>
    </message>
    <message>
        <source>the frame at timestep %1 claims %2 atoms, but the rest of the file holds at most %3 atom rows (truncated, or a wrong NUMBER OF ATOMS?)</source>
        <translation>el fotograma del paso de tiempo %1 declara %2 átomos, pero el resto del archivo contiene como mucho %3 filas de átomos (¿truncado, o NUMBER OF ATOMS erróneo?)</translation>
    </message>
    <message>
        <source>the file ends after %1 of %2 atoms of the frame at timestep %3 (truncated?)</source>
        <translation>el archivo termina tras %1 de %2 átomos del fotograma del paso de tiempo %3 (¿truncado?)</translation>
    </message>
    <message>
        <source>an atom row with %1 values; the ATOMS header names %2 columns</source>
        <translation>una fila de átomo con %1 valores; la cabecera ATOMS nombra %2 columnas</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2)</source>
        <translation>%1 no es un número finito (columna %2)</translation>
    </message>
    <message>
        <source>%1 is not a number (column %2)</source>
        <translation>%1 no es un número (columna %2)</translation>
    </message>
    <message>
        <source>the atom type %1 is not a whole number from 1 to 1000</source>
        <translation>el tipo de átomo %1 no es un número entero de 1 a 1000</translation>
    </message>
    <message>
        <source>the frame at timestep %1 lists an atom id twice</source>
        <translation>el fotograma del paso de tiempo %1 lista dos veces un identificador de átomo</translation>
    </message>
    <message>
        <source>no frame: the file is empty</source>
        <translation>ningún fotograma: el archivo está vacío</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>se esperaban %1 valores, se encontraron %2</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 no es un número finito</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 no es un número</translation>
    </message>
    <message>
        <source>velocity of atom %1, which is not the atom listed at that place in Atoms</source>
        <translation>velocidad del átomo %1, que no es el átomo listado en ese lugar en Atoms</translation>
    </message>
    <message>
        <source>no &apos;N atoms&apos; line in the header</source>
        <translation>no hay ninguna línea &apos;N atoms&apos; en la cabecera</translation>
    </message>
    <message>
        <source>the header announces %1 atoms, the Atoms section lists %2</source>
        <translation>la cabecera anuncia %1 átomos, la sección Atoms lista %2</translation>
    </message>
    <message>
        <source>the Velocities section lists %1 of %2 atoms</source>
        <translation>la sección Velocities lista %1 de %2 átomos</translation>
    </message>
    <message>
        <source>this thermo table&apos;s columns differ from those of the first table; only runs with one thermo_style are read</source>
        <translation>las columnas de esta tabla thermo difieren de las de la primera tabla; solo se leen ejecuciones con un único thermo_style</translation>
    </message>
    <message>
        <source>a thermo row with %1 values; the header at line %2 names %3 columns</source>
        <translation>una fila thermo con %1 valores; la cabecera de la línea %2 nombra %3 columnas</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2; did the LAMMPS run blow up?)</source>
        <translation>%1 no es un número finito (columna %2; ¿divergió la ejecución de LAMMPS?)</translation>
    </message>
    <message>
        <source>the file ends inside the thermo table begun at line %1, after %2 rows, without its &apos;Loop time&apos; line (truncated, or LAMMPS is still running?)</source>
        <translation>el archivo termina dentro de la tabla thermo empezada en la línea %1, tras %2 filas, sin su línea &apos;Loop time&apos; (¿truncado, o LAMMPS sigue ejecutándose?)</translation>
    </message>
    <message>
        <source>no thermo table (a line &apos;Step …&apos; followed by rows)</source>
        <translation>no hay tabla thermo (una línea &apos;Step …&apos; seguida de filas)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a character device (it never ends)</source>
        <translation>un dispositivo de caracteres (nunca termina)</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo de bloques</translation>
    </message>
    <message>
        <source>a FIFO (a named pipe)</source>
        <translation>un FIFO (una tubería con nombre)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a file that can be read</source>
        <translation>no es un archivo que se pueda leer</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>No existe el archivo o la carpeta</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permiso denegado</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operación no permitida</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>No es una carpeta</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Es una carpeta</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nombre de archivo demasiado largo</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Demasiados niveles de enlaces simbólicos</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Error de entrada/salida</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Demasiados archivos abiertos</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>No se puede reservar memoria</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>no se puede abrir (%1)</translation>
    </message>
    <message>
        <source>is %1, not a regular file</source>
        <translation>es %1, no un archivo normal</translation>
    </message>
    <message>
        <source>reading was interrupted</source>
        <translation>la lectura se interrumpió</translation>
    </message>
    <message>
        <source>is larger than %1, the most %2 may have</source>
        <translation>supera %1, el máximo que puede tener %2</translation>
    </message>
    <message>
        <source>a LAMMPS input deck</source>
        <translation>un script de entrada de LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS dump</source>
        <translation>un dump de LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS data file</source>
        <translation>un archivo de datos de LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS log</source>
        <translation>un registro de LAMMPS</translation>
    </message>
    <message>
        <source>its embedded scene</source>
        <translation>su escena incrustada</translation>
    </message>
    <message>
        <source>a session file</source>
        <translation>un archivo de sesión</translation>
    </message>
    <message>
        <source>a true/false value is stored as %1, neither 0 nor 1 (damaged)</source>
        <translation>un valor verdadero/falso está guardado como %1, ni 0 ni 1 (dañado)</translation>
    </message>
    <message>
        <source>it ends before everything in it was read</source>
        <translation>los datos terminan antes de haberlo leído todo</translation>
    </message>
    <message>
        <source>a choice in it names an alternative that does not exist</source>
        <translation>una opción indica una alternativa que no existe</translation>
    </message>
    <message>
        <source>a size in it asks for more memory than there is</source>
        <translation>un tamaño pide más memoria de la que hay</translation>
    </message>
    <message>
        <source>a list in it claims an impossible length</source>
        <translation>una lista declara una longitud imposible</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <source>value</source>
        <translation>un valor</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>una clave de objeto</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>un separador de objeto</translation>
    </message>
    <message>
        <source>object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>array</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>el literal true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>el literal false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>el literal null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>una cadena de texto</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>el final del texto</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos; o un literal</translation>
    </message>
    <message>
        <source>&lt;parse error&gt;</source>
        <translation>&lt;error de lectura&gt;</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>un símbolo desconocido</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>literal no válido</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>cadena no válida: falta la comilla de cierre</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>cadena no válida: byte UTF-8 mal formado</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>cadena no válida: carácter prohibido después de la barra invertida</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>cadena no válida: &apos;\u&apos; debe ir seguido de 4 dígitos hexadecimales</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>número no válido; se esperaba un dígito después de &apos;-&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>número no válido; se esperaba un dígito después de &apos;.&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>número no válido; se esperaba &apos;+&apos;, &apos;-&apos; o un dígito después del exponente</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>número no válido; se esperaba un dígito después del signo del exponente</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2</source>
        <translation>cadena no válida: el carácter de control %1 debe escaparse como %2</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;; expected %4</source>
        <translation>error de sintaxis al leer %1 – %2; último texto leído: &apos;%3&apos;; se esperaba %4</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;</source>
        <translation>error de sintaxis al leer %1 – %2; último texto leído: &apos;%3&apos;</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2; expected %3</source>
        <translation>error de sintaxis al leer %1 – inesperado: %2; se esperaba %3</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2</source>
        <translation>error de sintaxis al leer %1 – inesperado: %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep (no scene nests so deep)</source>
        <translation>anidado a más de %1 niveles de profundidad (ninguna escena se anida tanto)</translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON object)</source>
        <translation>el archivo está vacío (se esperaba un objeto JSON)</translation>
    </message>
    <message>
        <source>the file ends too early (truncated?): %1</source>
        <translation>el archivo termina demasiado pronto (¿truncado?): %1</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>expected an object {…} (%1), found %2</source>
        <translation>se esperaba un objeto {…} (%1), se encontró %2</translation>
    </message>
    <message>
        <source>expected a list […] (%1), found %2</source>
        <translation>se esperaba una lista […] (%1), se encontró %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; (expected one of: %2)</source>
        <translation>campo desconocido &apos;%1&apos; (se esperaba uno de: %2)</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>falta el campo &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>se esperaba un número, se encontró %1</translation>
    </message>
    <message>
        <source>the number is too large (not finite)</source>
        <translation>el número es demasiado grande (no finito)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>se esperaba un número entero, se encontró %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>se esperaba true o false, se encontró %1</translation>
    </message>
    <message>
        <source>expected a string &quot;…&quot;, found %1</source>
        <translation>se esperaba una cadena &quot;…&quot;, se encontró %1</translation>
    </message>
    <message>
        <source>expected a pair of numbers [x, y], found %1</source>
        <translation>se esperaba un par de números [x, y], se encontró %1</translation>
    </message>
    <message>
        <source>a list of %1</source>
        <translation>una lista de %1 elementos</translation>
    </message>
    <message>
        <source>a scene file</source>
        <translation>un archivo de escena</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>el archivo %1</translation>
    </message>
    <message>
        <source>unknown colour &apos;%1&apos; (expected #rrggbb or one of: %2)</source>
        <translation>color desconocido &apos;%1&apos; (se esperaba #rrggbb o uno de: %2)</translation>
    </message>
    <message>
        <source>a scene</source>
        <translation>una escena</translation>
    </message>
    <message>
        <source>this is not a scene file: the format is &apos;%1&apos;, expected &apos;%2&apos;</source>
        <translation>no es un archivo de escena: el formato es &apos;%1&apos;, se esperaba &apos;%2&apos;</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version 1)</source>
        <translation>la versión %1 no es compatible (este programa lee la versión 1)</translation>
    </message>
    <message>
        <source>the world rectangle shown</source>
        <translation>el rectángulo del mundo que se muestra</translation>
    </message>
    <message>
        <source>min must be below and left of max</source>
        <translation>min debe quedar debajo y a la izquierda de max</translation>
    </message>
    <message>
        <source>the scene&apos;s texts by language (de, fr, es, pt_BR)</source>
        <translation>los textos de la escena por idioma (de, fr, es, pt_BR)</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (expected one of: %2)</source>
        <translation>idioma desconocido &apos;%1&apos; (se esperaba uno de: %2)</translation>
    </message>
    <message>
        <source>the scene&apos;s title, description and questions in one language</source>
        <translation>el título, la descripción y las preguntas de la escena en un idioma</translation>
    </message>
    <message>
        <source>the questions&apos; texts, in order</source>
        <translation>los textos de las preguntas, en orden</translation>
    </message>
    <message>
        <source>the scene asks no questions (student.questions), so there are none to translate</source>
        <translation>la escena no hace preguntas (student.questions), así que no hay ninguna que traducir</translation>
    </message>
    <message>
        <source>%1 for %2 of student.questions: give one text a question, in the same order</source>
        <translation>%1 para %2 de student.questions: dé un texto por pregunta, en el mismo orden</translation>
    </message>
    <message numerus="yes">
        <source>%n question texts</source>
        <translation>
            <numerusform>%n texto de pregunta</numerusform>
            <numerusform>%n textos de preguntas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n questions</source>
        <translation>
            <numerusform>la %n pregunta</numerusform>
            <numerusform>las %n preguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>the question&apos;s text is empty</source>
        <translation>el texto de la pregunta está vacío</translation>
    </message>
    <message>
        <source>%1 is not greater than 0 (%2)</source>
        <translation>%1 no es mayor que 0 (%2)</translation>
    </message>
    <message>
        <source>%1 is negative (%2; 0 or more)</source>
        <translation>%1 es negativo (%2; 0 o más)</translation>
    </message>
    <message>
        <source>%1 is outside [0, 1]</source>
        <translation>%1 está fuera de [0, 1]</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos; (expected one of: %2)</source>
        <translation>integrador desconocido &apos;%1&apos; (se esperaba uno de: %2)</translation>
    </message>
    <message>
        <source>a time step in s</source>
        <translation>un paso de tiempo en s</translation>
    </message>
    <message>
        <source>a time step of %1 s is longer than 1 s</source>
        <translation>un paso de tiempo de %1 s es mayor que 1 s</translation>
    </message>
    <message>
        <source>a time step of %1 s is shorter than 1e-9 s</source>
        <translation>un paso de tiempo de %1 s es menor que 1e-9 s</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 1000</source>
        <translation>se esperaba un número entero de 1 a 1000</translation>
    </message>
    <message>
        <source>a drag coefficient in N·s/m</source>
        <translation>un coeficiente de arrastre en N·s/m</translation>
    </message>
    <message>
        <source>contacts between the particles</source>
        <translation>los contactos entre las partículas</translation>
    </message>
    <message>
        <source>gravitation between the particles</source>
        <translation>la gravitación entre las partículas</translation>
    </message>
    <message>
        <source>the particles</source>
        <translation>las partículas</translation>
    </message>
    <message>
        <source>a scene needs at least one particle</source>
        <translation>una escena necesita al menos una partícula</translation>
    </message>
    <message>
        <source>a particle</source>
        <translation>una partícula</translation>
    </message>
    <message>
        <source>the label &apos;%1&apos; is already used by particle %2</source>
        <translation>la etiqueta &apos;%1&apos; ya la usa la partícula %2</translation>
    </message>
    <message>
        <source>a mass in kg</source>
        <translation>una masa en kg</translation>
    </message>
    <message>
        <source>a radius in m</source>
        <translation>un radio en m</translation>
    </message>
    <message>
        <source>no particle is labelled &apos;%1&apos;</source>
        <translation>ninguna partícula tiene la etiqueta &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a particle&apos;s label or index, found %1</source>
        <translation>se esperaba la etiqueta o el índice de una partícula, se encontró %1</translation>
    </message>
    <message>
        <source>there is no particle %1 (the scene has %2, numbered from 0)</source>
        <translation>no hay partícula %1 (la escena tiene %2, numeradas desde 0)</translation>
    </message>
    <message>
        <source>expected two particles [a, b], found %1</source>
        <translation>se esperaban dos partículas [a, b], se encontró %1</translation>
    </message>
    <message>
        <source>joins particle %1 to itself</source>
        <translation>une la partícula %1 consigo misma</translation>
    </message>
    <message>
        <source>a length in m</source>
        <translation>una longitud en m</translation>
    </message>
    <message>
        <source>the springs</source>
        <translation>los resortes</translation>
    </message>
    <message>
        <source>a spring</source>
        <translation>un resorte</translation>
    </message>
    <message>
        <source>the rods (XPBD distance constraints)</source>
        <translation>las varillas (restricciones de distancia XPBD)</translation>
    </message>
    <message>
        <source>a rod</source>
        <translation>una varilla</translation>
    </message>
    <message>
        <source>the pressure bodies</source>
        <translation>los cuerpos a presión</translation>
    </message>
    <message>
        <source>a pressure body</source>
        <translation>un cuerpo a presión</translation>
    </message>
    <message>
        <source>the ring&apos;s particles, counter-clockwise</source>
        <translation>las partículas del anillo, en sentido antihorario</translation>
    </message>
    <message>
        <source>a ring needs at least 3 particles, found %1</source>
        <translation>un anillo necesita al menos 3 partículas, se encontraron %1</translation>
    </message>
    <message>
        <source>particle %1 appears twice in the ring</source>
        <translation>la partícula %1 aparece dos veces en el anillo</translation>
    </message>
    <message>
        <source>the ring must run counter-clockwise around a positive area (its area is %1 m²)</source>
        <translation>el anillo debe recorrer en sentido antihorario un área positiva (su área es %1 m²)</translation>
    </message>
    <message>
        <source>the walls</source>
        <translation>las paredes</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>una pared</translation>
    </message>
    <message>
        <source>the normal %1 has no direction (its length must be more than 1e-12)</source>
        <translation>la normal %1 no tiene dirección (su longitud debe ser mayor que 1e-12)</translation>
    </message>
    <message>
        <source>a box&apos;s min must be below and left of its max</source>
        <translation>el min de una caja debe quedar debajo y a la izquierda de su max</translation>
    </message>
    <message>
        <source>unknown wall type &apos;%1&apos; (expected plane or box)</source>
        <translation>tipo de pared desconocido &apos;%1&apos; (se esperaba plane o box)</translation>
    </message>
    <message>
        <source>a friction coefficient</source>
        <translation>un coeficiente de rozamiento</translation>
    </message>
    <message>
        <source>the charts</source>
        <translation>los gráficos</translation>
    </message>
    <message>
        <source>the measurements</source>
        <translation>las mediciones</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>un gráfico</translation>
    </message>
    <message>
        <source>a measurement</source>
        <translation>una medición</translation>
    </message>
    <message>
        <source>unknown quantity &apos;%1&apos; (expected one of: %2)</source>
        <translation>magnitud desconocida &apos;%1&apos; (se esperaba una de: %2)</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (expected %3)</source>
        <translation>%1 desconocido &apos;%2&apos; (se esperaba %3)</translation>
    </message>
    <message>
        <source>the student mode</source>
        <translation>el modo estudiante</translation>
    </message>
    <message>
        <source>parameter names, or &quot;*&quot; for all</source>
        <translation>nombres de parámetros, o &quot;*&quot; para todos</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (expected &quot;*&quot; or one of: %2)</source>
        <translation>parámetro desconocido &apos;%1&apos; (se esperaba &quot;*&quot; o uno de: %2)</translation>
    </message>
    <message>
        <source>panel names</source>
        <translation>nombres de paneles</translation>
    </message>
    <message>
        <source>panel</source>
        <translation>panel</translation>
    </message>
    <message>
        <source>lessons, text, parameters, measurements or charts</source>
        <translation>lessons, text, parameters, measurements o charts</translation>
    </message>
    <message>
        <source>ways out of student mode</source>
        <translation>formas de salir del modo estudiante</translation>
    </message>
    <message>
        <source>way out</source>
        <translation>modo de salida</translation>
    </message>
    <message>
        <source>lessons, open or defaults</source>
        <translation>lessons, open o defaults</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>preguntas</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>una pregunta</translation>
    </message>
    <message>
        <source>the question has no text</source>
        <translation>la pregunta no tiene texto</translation>
    </message>
    <message>
        <source>a tolerance needs a numeric &quot;answer&quot;</source>
        <translation>una tolerancia necesita una &quot;answer&quot; numérica</translation>
    </message>
    <message>
        <source>the tolerance %1 is negative; it must be 0 or more</source>
        <translation>la tolerancia %1 es negativa; debe ser 0 o más</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>No queda espacio en el dispositivo</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Cuota de disco excedida</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Archivo demasiado grande</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>El archivo ya existe</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>no se puede escribir (%1)</translation>
    </message>
    <message>
        <source>writing was interrupted</source>
        <translation>la escritura se interrumpió</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>cadena no válida: un sustituto U+D800..U+DBFF debe ir seguido de U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>cadena no válida: un sustituto U+DC00..U+DFFF debe seguir a U+D800..U+DBFF</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>marca de orden de bytes (BOM) no válida; si está presente, debe ser 0xEF 0xBB 0xBF</translation>
    </message>
    <message>
        <source>the number %1 is too large for a double</source>
        <translation>el número %1 es demasiado grande para un double</translation>
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
        <translation>Energías</translation>
    </message>
    <message>
        <source>Total energy E</source>
        <translation>Energía total E</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>Potential energy</source>
        <translation>Energía potencial</translation>
    </message>
    <message>
        <source>Energy drift E − E₀</source>
        <translation>Deriva de la energía E − E₀</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Deriva relativa de la energía (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>Total momentum</source>
        <translation>Momento total</translation>
    </message>
    <message>
        <source>Angular momentum</source>
        <translation>Momento angular</translation>
    </message>
    <message>
        <source>integrator</source>
        <translation>integrador</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>The method that advances x&apos;&apos; = F/m between constraint projections.</source>
        <translation>El método que avanza x&apos;&apos; = F/m entre las proyecciones de las ligaduras.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>One step; split into the substeps.</source>
        <translation>Un paso; dividido en los subpasos.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Subpasos</translation>
    </message>
    <message>
        <source>Each step is split into this many substeps.</source>
        <translation>Cada paso se divide en tantos subpasos.</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iteraciones</translation>
    </message>
    <message>
        <source>Constraint sweeps per substep (rods and walls).</source>
        <translation>Pasadas por las ligaduras en cada subpaso (barras y paredes).</translation>
    </message>
    <message>
        <source>Gravity ×</source>
        <translation>Gravedad ×</translation>
    </message>
    <message>
        <source>Drag b</source>
        <translation>Rozamiento b</translation>
    </message>
    <message>
        <source>Linear drag F = −b v on every particle.</source>
        <translation>Rozamiento lineal F = −b v sobre cada partícula.</translation>
    </message>
    <message>
        <source>Restitution between particles</source>
        <translation>Restitución entre partículas</translation>
    </message>
    <message>
        <source>Contacts between particles (when the scene has them): 1 is elastic, 0 sticks.</source>
        <translation>Contactos entre partículas (si la escena los tiene): 1 es elástico, 0 se pegan.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>%1: the simulation diverged at t = %2 s.</source>
        <translation>%1: la simulación divergió en t = %2 s.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at x = %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 está en x = %3 m; energía total %4 J.</numerusform>
            <numerusform>%1: %n partículas; %2 está en x = %3 m; energía total %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 está a una altura de %3 m; energía total %4 J.</numerusform>
            <numerusform>%1: %n partículas; %2 está a una altura de %3 m; energía total %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 moves at %3 m/s; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 se mueve a %3 m/s; energía total %4 J.</numerusform>
            <numerusform>%1: %n partículas; %2 se mueve a %3 m/s; energía total %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 and %3 are %4 m apart; total energy %5 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 y %3 están a %4 m uno del otro; energía total %5 J.</numerusform>
            <numerusform>%1: %n partículas; %2 y %3 están a %4 m uno del otro; energía total %5 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles, all pinned; energy %2 J.</source>
        <translation>
            <numerusform>%1: %n partículas, fijas; energía %2 J.</numerusform>
            <numerusform>%1: %n partículas, fijas; energía %2 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; the fastest moves at %2 m/s at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; la más rápida se mueve a %2 m/s a una altura de %3 m; energía total %4 J.</numerusform>
            <numerusform>%1: %n partículas; la más rápida se mueve a %2 m/s a una altura de %3 m; energía total %4 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   t = %2 s   E = %3 J</source>
        <translation>%1   t = %2 s   E = %3 J</translation>
    </message>
    <message>
        <source>divided by M g ℓ = %1 J (moving mass M = %2 kg, g = %3 m/s², ℓ = %4 m, the size of the scene at the start), since E₀ = %5 J is too small to divide by</source>
        <translation>dividido entre M g ℓ = %1 J (masa móvil M = %2 kg, g = %3 m/s², ℓ = %4 m, el tamaño de la escena al inicio), porque E₀ = %5 J es demasiado pequeño para dividir entre él</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/(M g ℓ), M g ℓ = %1 J</source>
        <translation>Deriva relativa de la energía (E − E₀)/(M g ℓ), M g ℓ = %1 J</translation>
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
        <translation>Rapidez de %1</translation>
    </message>
    <message>
        <source>Distance %1 – %2</source>
        <translation>Distancia %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n particles</source>
        <translation>
            <numerusform>%n partícula</numerusform>
            <numerusform>%n partículas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n springs</source>
        <translation>
            <numerusform>%n resorte</numerusform>
            <numerusform>%n resortes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rods</source>
        <translation>
            <numerusform>%n varilla</numerusform>
            <numerusform>%n varillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n pared</numerusform>
            <numerusform>%n paredes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a scene file.</source>
        <translation>%1 — un archivo de escena.</translation>
    </message>
    <message>
        <source>Multiplies the scene&apos;s gravity (%1 m/s²).</source>
        <translation>Multiplica la gravedad de la escena (%1 m/s²).</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>cantidad de movimiento</translation>
    </message>
    <message>
        <source>kinetic</source>
        <translation>cinética</translation>
    </message>
    <message>
        <source>potential</source>
        <translation>potencial</translation>
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
        <translation>la simulación divergió en t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a particle flew off or became NaN. Try a smaller Δt, more substeps or a softer spring.</source>
        <translation>La simulación divergió en t = %1 s: una partícula salió disparada o se volvió NaN. Pruebe un Δt menor, más subpasos o un resorte más blando.</translation>
    </message>
    <message>
        <source>the particle arrays do not match the scene&apos;s particles</source>
        <translation>los arreglos de partículas no corresponden a las partículas de la escena</translation>
    </message>
    <message>
        <source>the trails do not match the scene&apos;s particles</source>
        <translation>las estelas no corresponden a las partículas de la escena</translation>
    </message>
    <message>
        <source>the grabbed particle is not in the scene</source>
        <translation>la partícula agarrada no está en la escena</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>el tiempo y el número de pasos deben ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the energy at the start is not the energy of the scene&apos;s start</source>
        <translation>la energía al inicio no es la energía del inicio de la escena</translation>
    </message>
    <message>
        <source>the point the grabbed particle is held at is not finite</source>
        <translation>el punto donde se sujeta la partícula agarrada no es finito</translation>
    </message>
    <message>
        <source>a trail is longer than the lesson keeps</source>
        <translation>una estela es más larga de lo que guarda la lección</translation>
    </message>
    <message>
        <source>a particle&apos;s position or velocity is not finite or beyond the blow-up bound</source>
        <translation>la posición o la velocidad de una partícula no es finita o supera la cota de divergencia</translation>
    </message>
    <message>
        <source>a trail point is not finite</source>
        <translation>un punto de estela no es finito</translation>
    </message>
</context>
<context>
    <name>pendulum</name>
    <message>
        <source>Length L</source>
        <translation>Longitud L</translation>
    </message>
    <message>
        <source>Length of the rod from the pivot to the bob.</source>
        <translation>Longitud de la barra desde el pivote hasta la masa.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Gravedad g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Aceleración de la gravedad.</translation>
    </message>
    <message>
        <source>Damping β</source>
        <translation>Amortiguamiento β</translation>
    </message>
    <message>
        <source>Damping rate: θ&apos;&apos; gets the term −2βθ&apos;. Zero for no friction.</source>
        <translation>Tasa de amortiguamiento: θ&apos;&apos; recibe el término −2βθ&apos;. Cero para ningún rozamiento.</translation>
    </message>
    <message>
        <source>Initial angle θ₀</source>
        <translation>Ángulo inicial θ₀</translation>
    </message>
    <message>
        <source>Angle from the downward vertical at t = 0 (drag the bob to set it).</source>
        <translation>Ángulo respecto a la vertical hacia abajo en t = 0 (arrastre la masa para fijarlo).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₀</source>
        <translation>Velocidad angular inicial ω₀</translation>
    </message>
    <message>
        <source>Angular velocity at t = 0.</source>
        <translation>Velocidad angular en t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>Time integrator of the nonlinear pendulum and of the period study.</source>
        <translation>Integrador temporal del péndulo no lineal y del estudio del periodo.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Tamaño de paso del integrador. Se aplica durante la simulación.</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Ángulo</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>ángulo θ</translation>
    </message>
    <message>
        <source>Nonlinear (%1)</source>
        <translation>No lineal (%1)</translation>
    </message>
    <message>
        <source>Small-angle</source>
        <translation>Ángulos pequeños</translation>
    </message>
    <message>
        <source>Phase portrait over energy levels E = k·2gL</source>
        <translation>Retrato de fase sobre niveles de energía E = k·2gL</translation>
    </message>
    <message>
        <source>angle θ (wrapped)</source>
        <translation>ángulo θ (reducido a ±180°)</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>velocidad angular escalada θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>Separatrix 2gL</source>
        <translation>Separatriz 2gL</translation>
    </message>
    <message>
        <source>Energy per unit mass</source>
        <translation>Energía por unidad de masa</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>energía E</translation>
    </message>
    <message>
        <source>Kinetic ½L²θ&apos;²</source>
        <translation>Cinética ½L²θ&apos;²</translation>
    </message>
    <message>
        <source>Potential gL(1 − cos θ)</source>
        <translation>Potencial gL(1 − cos θ)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Shadow energy H̃ (%1)</source>
        <translation>Energía sombra H̃ (%1)</translation>
    </message>
    <message>
        <source>Period against amplitude (undamped)</source>
        <translation>Periodo frente a la amplitud (sin amortiguamiento)</translation>
    </message>
    <message>
        <source>amplitude θ₀</source>
        <translation>amplitud θ₀</translation>
    </message>
    <message>
        <source>period T</source>
        <translation>periodo T</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Exact 4√(L/g) K(sin(θ₀/2))</source>
        <translation>Exacto 4√(L/g) K(sin(θ₀/2))</translation>
    </message>
    <message>
        <source>Small-angle 2π√(L/g)</source>
        <translation>Ángulos pequeños 2π√(L/g)</translation>
    </message>
    <message>
        <source>Period measured (zero crossings)</source>
        <translation>Periodo medido (pasos por cero)</translation>
    </message>
    <message>
        <source>needs two zero crossings of θ in the same direction: run at least one full period</source>
        <translation>necesita dos pasos por cero de θ en el mismo sentido: simule al menos un periodo completo</translation>
    </message>
    <message>
        <source>a rotation over the top: (2/κ)√(L/g) K(1/κ) with κ² = E/(2gL)</source>
        <translation>una rotación por encima: (2/κ)√(L/g) K(1/κ) con κ² = E/(2gL)</translation>
    </message>
    <message>
        <source>of the undamped pendulum with the starting energy</source>
        <translation>del péndulo sin amortiguamiento con la energía inicial</translation>
    </message>
    <message>
        <source>4√(L/g) K(sin(θ₀/2)) for the amplitude of the starting energy</source>
        <translation>4√(L/g) K(sin(θ₀/2)) para la amplitud de la energía inicial</translation>
    </message>
    <message>
        <source>Period exact (elliptic integral)</source>
        <translation>Periodo exacto (integral elíptica)</translation>
    </message>
    <message>
        <source>the start lies on the separatrix E = 2gL: the period is infinite</source>
        <translation>el inicio está sobre la separatriz E = 2gL: el periodo es infinito</translation>
    </message>
    <message>
        <source>Period small-angle 2π√(L/g)</source>
        <translation>Periodo de ángulos pequeños 2π√(L/g)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa de la energía (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>damping removes energy: the drift includes the loss to friction</source>
        <translation>el amortiguamiento quita energía: la deriva incluye la pérdida por rozamiento</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>el péndulo empieza en reposo abajo (E₀ = 0)</translation>
    </message>
    <message>
        <source>the swing linearised at the current θ</source>
        <translation>la oscilación linealizada en el θ actual</translation>
    </message>
    <message>
        <source>Small-angle ghost</source>
        <translation>Fantasma de ángulos pequeños</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (release to start)</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (suelte para empezar)</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches (forward Euler adds energy every step). Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 divergió en t = %2 s: su energía superó %3 J/kg, diez veces la inicial más la separatriz, lo que ningún péndulo real alcanza (Euler explícito añade energía en cada paso). Reduzca Δt o elija un método simpléctico o RK4.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches. Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 divergió en t = %2 s: su energía superó %3 J/kg, diez veces la inicial más la separatriz, lo que ningún péndulo real alcanza. Reduzca Δt o elija un método simpléctico o RK4.</translation>
    </message>
    <message>
        <source>Period against amplitude</source>
        <translation>Periodo frente a la amplitud</translation>
    </message>
    <message>
        <source>Runs 179 undamped pendulums (θ₀ = 1° … 179°) with the chosen integrator and Δt and measures each period from zero crossings.</source>
        <translation>Simula 179 péndulos sin amortiguamiento (θ₀ = 1° … 179°) con el integrador y el Δt elegidos y mide cada periodo a partir de los pasos por cero.</translation>
    </message>
    <message>
        <source>Pendulum: large swings, the separatrix and the period</source>
        <translation>Péndulo: grandes oscilaciones, la separatriz y el periodo</translation>
    </message>
    <message>
        <source>A pendulum beyond the small-angle approximation: phase portrait, energy and the period against the amplitude.</source>
        <translation>Un péndulo más allá de la aproximación de ángulos pequeños: retrato de fase, energía y el periodo frente a la amplitud.</translation>
    </message>
    <message>
        <source>Pendulum hanging at rest below the pivot.</source>
        <translation>Péndulo colgado en reposo bajo el pivote.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>hacia la derecha</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>hacia la izquierda</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s.</source>
        <translation>Péndulo a %1° %2 de la vertical, oscilando %3 a %4°/s.</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s; energy %5 % of the start.</source>
        <translation>Péndulo a %1° %2 de la vertical, oscilando %3 a %4°/s; energía al %5 % de la inicial.</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than a tenth of the small-swing period 2π√(L/g) = %2 s: every method misses the swing. Use Δt ≤ %3 s.</source>
        <translation>parámetro &apos;dt&apos;: el paso de tiempo Δt = %1 s supera una décima parte del período de las oscilaciones pequeñas 2π√(L/g) = %2 s: cualquier método pierde la oscilación. Use Δt ≤ %3 s.</translation>
    </message>
    <message>
        <source>the pendulum&apos;s state must hold one angle and one angular velocity</source>
        <translation>el estado del péndulo debe contener un ángulo y una velocidad angular</translation>
    </message>
    <message>
        <source>the pendulum&apos;s angle, angular velocity or time is not finite</source>
        <translation>el ángulo, la velocidad angular o el tiempo del péndulo no es finito</translation>
    </message>
    <message>
        <source>the pendulum&apos;s stored angular acceleration is not one finite number</source>
        <translation>la aceleración angular guardada del péndulo no es un único número finito</translation>
    </message>
    <message>
        <source>the pendulum&apos;s divergence time is not a time of the run</source>
        <translation>el instante de divergencia del péndulo no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the pendulum&apos;s period meter holds a time or angle that is not possible</source>
        <translation>el medidor de periodo del péndulo contiene un tiempo o un ángulo imposible</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start is not a finite angle in [−180°, 180°]</source>
        <translation>el inicio del péndulo no es un ángulo finito en [−180°, 180°]</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start energy does not match its start</source>
        <translation>la energía inicial del péndulo no corresponde a su inicio</translation>
    </message>
    <message>
        <source>the pendulum&apos;s swing has an energy its start could never reach</source>
        <translation>la oscilación del péndulo tiene una energía que su inicio nunca podría alcanzar</translation>
    </message>
    <message>
        <source>the pendulum has turned farther than its energy allows in the time run</source>
        <translation>el péndulo ha girado más de lo que su energía permite en el tiempo simulado</translation>
    </message>
    <message>
        <source>the pendulum&apos;s time is too large to draw its small-angle ghost at</source>
        <translation>el tiempo del péndulo es demasiado grande para dibujar en él su fantasma de ángulos pequeños</translation>
    </message>
    <message>
        <source>the pendulum&apos;s step count is negative</source>
        <translation>el número de pasos del péndulo es negativo</translation>
    </message>
</context>
<context>
    <name>pl</name>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation>reproducir / pausar</translation>
    </message>
    <message>
        <source>S or →</source>
        <translation>S o →</translation>
    </message>
    <message>
        <source>one step (one stage in step-through mode)</source>
        <translation>un paso adelante (una etapa en el modo paso a paso)</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>one step back</source>
        <translation>un paso atrás</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>reset with the current parameters</source>
        <translation>reiniciar con los parámetros actuales</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>presentation mode on / off</source>
        <translation>activar / desactivar el modo presentación</translation>
    </message>
    <message>
        <source>Ctrl+ / Ctrl− / Ctrl+0</source>
        <translation>Ctrl+ / Ctrl− / Ctrl+0</translation>
    </message>
    <message>
        <source>text larger / smaller / default size</source>
        <translation>texto más grande / más pequeño / tamaño predeterminado</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>focus back to the view; from the view, leave presentation mode</source>
        <translation>devolver el foco a la vista; desde la vista, salir del modo presentación</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the lesson&apos;s text (the user guide when it has none)</source>
        <translation>el texto de la lección (la guía del usuario si no tiene)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>next / previous control</source>
        <translation>control siguiente / anterior</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo / redo a parameter change</source>
        <translation>deshacer / rehacer un cambio de parámetro</translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>open / save a session</source>
        <translation>abrir / guardar una sesión</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>export everything to a folder</source>
        <translation>exportarlo todo a una carpeta</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Rueda</translation>
    </message>
    <message>
        <source>zoom the view</source>
        <translation>acercar o alejar la vista</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>Arrastrar con el botón derecho</translation>
    </message>
    <message>
        <source>pan the view</source>
        <translation>desplazar la vista</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doble clic</translation>
    </message>
    <message>
        <source>fit the view</source>
        <translation>ajustar la vista</translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation>Arrastrar con el botón izquierdo</translation>
    </message>
    <message>
        <source>interact where the lesson allows (drag a bob, a particle…)</source>
        <translation>interactuar donde la lección lo permite (arrastrar una masa, una partícula…)</translation>
    </message>
    <message>
        <source>Right-click a chart</source>
        <translation>Clic derecho en un gráfico</translation>
    </message>
    <message>
        <source>save it as PNG or SVG, or its data as CSV</source>
        <translation>guardarlo como PNG o SVG, o sus datos como CSV</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>drag to go back to any moment; change a parameter there and play to branch the run: the old future stays as a ghost and dashed curves</source>
        <translation>arrastrar para volver a cualquier instante; cambiar allí un parámetro y reproducir crea una rama de la simulación: el futuro anterior queda como fantasma y curvas discontinuas</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Escritura</translation>
    </message>
    <message>
        <source>In a number field</source>
        <translation>En un campo numérico</translation>
    </message>
    <message>
        <source>digits are typed, Space still plays; once you type (&quot;0.2 s&quot;, &quot;0,2&quot;), Enter or Tab applies it and Esc drops it</source>
        <translation>se escriben las cifras, Space sigue reproduciendo; en cuanto escribe (“0.2 s”, “0,2”), Enter o Tab lo aplica y Esc lo descarta</translation>
    </message>
    <message>
        <source>In a free-text field</source>
        <translation>En un campo de texto libre</translation>
    </message>
    <message>
        <source>letters and Space are text</source>
        <translation>las letras y Space son texto</translation>
    </message>
    <message>
        <source>Parameters marked ↺</source>
        <translation>Parámetros marcados con ↺</translation>
    </message>
    <message>
        <source>apply on reset; the others apply at once</source>
        <translation>se aplican al reiniciar; los demás se aplican al instante</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is all this run&apos;s: no other lesson is open.</source>
        <translation>El límite de memoria de la línea de tiempo (%1) está dedicado por completo a esta simulación: no hay ninguna otra lección abierta.</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is shared by the %n lessons opened: this run has %2; each lesson not on show keeps the keyframes it has, up to %3.</source>
        <translation>El límite de memoria de la línea de tiempo (%1) se reparte entre las %n lecciones abiertas: esta simulación tiene %2; cada lección que no está a la vista conserva los fotogramas clave que tiene, hasta %3.</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>describe the view: said aloud with View → Speak, and to a screen reader</source>
        <translation>describir la vista: en voz alta con Ver → Hablar, y para un lector de pantalla</translation>
    </message>
</context>
<context>
    <name>pl::Announcer</name>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Hablar</translation>
    </message>
    <message>
        <source>&amp;Describe the view</source>
        <translation>&amp;Describir la vista</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>ParticleLab says its notices aloud, and the view&apos;s description on request (D)</source>
        <translation>ParticleLab dice sus avisos en voz alta, y la descripción de la vista cuando se pide (D)</translation>
    </message>
    <message>
        <source>Say where the run is: the lesson&apos;s state, the time and the key measurements (D)</source>
        <translation>Decir dónde está la ejecución: el estado de la lección, el tiempo y las medidas principales (D)</translation>
    </message>
</context>
<context>
    <name>pl::ChartDrawing</name>
    <message>
        <source>%1 (before)</source>
        <translation>%1 (antes)</translation>
    </message>
    <message>
        <source>Dashed: the run before %1</source>
        <translation>Discontinua: la simulación antes de %1</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Gráfico: %1</translation>
    </message>
</context>
<context>
    <name>pl::ChartPanel</name>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Chart shown in cell %1</source>
        <translation>Gráfico mostrado en la celda %1</translation>
    </message>
    <message>
        <source>Choose what this cell shows; double-click a chart to enlarge it</source>
        <translation>Elija qué muestra esta celda; haga doble clic en un gráfico para ampliarlo.</translation>
    </message>
</context>
<context>
    <name>pl::ChartWidget</name>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Guardar como PNG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Guardar como SVG…</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Guardar datos como CSV…</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>Datos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the chart “%1” to %2</source>
        <translation>Gráfico “%1” guardado en %2</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>Gráfico no guardado</translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation>No se pudo guardar el gráfico: %1</translation>
    </message>
</context>
<context>
    <name>pl::DocumentExports</name>
    <message>
        <source>Export &amp;chart…</source>
        <translation>Exportar gráfi&amp;co…</translation>
    </message>
    <message>
        <source>Export &amp;view as PNG…</source>
        <translation>Exportar &amp;vista como PNG…</translation>
    </message>
    <message>
        <source>Export &amp;report (JSON)…</source>
        <translation>Exportar i&amp;nforme (JSON)…</translation>
    </message>
    <message>
        <source>Export &amp;all to folder…</source>
        <translation>Exportar &amp;todo a una carpeta…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>Exportar &amp;ficha de trabajo (PDF)…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, parameters, charts and measurements (and in student mode its questions) as a PDF to print</source>
        <translation>El texto de la lección, los parámetros, los gráficos y las mediciones (y en modo estudiante sus preguntas) en un PDF para imprimir.</translation>
    </message>
    <message>
        <source>Export to sprea&amp;dsheet…</source>
        <translation>Exportar a &amp;hoja de cálculo…</translation>
    </message>
    <message>
        <source>The charts&apos; data, measurements and parameters as an Excel workbook (.xlsx) with a chart per sheet</source>
        <translation>Los datos de los gráficos, las mediciones y los parámetros en un libro de Excel (.xlsx), con un gráfico por hoja.</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exportar vista</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export everything to folder</source>
        <translation>Exportar todo a una carpeta</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2</source>
        <translation>Se escribieron %1 archivos en %2</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Exportar ficha de trabajo</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export to spreadsheet</source>
        <translation>Exportar a hoja de cálculo</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Libro de Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Handout not written</source>
        <translation>Ficha de trabajo no escrita</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (1 page, %2)</source>
        <translation>Ficha de trabajo escrita en %1 (1 página, %2)</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (%2 pages, %3)</source>
        <translation>Ficha de trabajo escrita en %1 (%2 páginas, %3)</translation>
    </message>
    <message>
        <source>Spreadsheet not written</source>
        <translation>Hoja de cálculo no escrita</translation>
    </message>
    <message>
        <source>Wrote the workbook to %1</source>
        <translation>Libro escrito en %1</translation>
    </message>
</context>
<context>
    <name>pl::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Gráfico:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>Datos CSV</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation>Ancho del PNG</translation>
    </message>
    <message>
        <source>1920 px fills a full-HD slide; text is scaled with the width</source>
        <translation>1920 px llenan una diapositiva Full HD; el texto se escala con el ancho.</translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation>&amp;Ancho del PNG:</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exportar a la carpeta</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nombre del archivo</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre del archivo:</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportado</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>No hay ningún gráfico para exportar.</translation>
    </message>
    <message>
        <source>Give the file a name.</source>
        <translation>Dele un nombre al archivo.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>La carpeta %1 no existe.</translation>
    </message>
    <message>
        <source>a PNG image of %1 × %2 px</source>
        <translation>una imagen PNG de %1 × %2 px</translation>
    </message>
    <message>
        <source>an SVG drawing</source>
        <translation>un dibujo SVG</translation>
    </message>
    <message>
        <source>the chart&apos;s data as CSV</source>
        <translation>los datos del gráfico como CSV</translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation>Se escribió %1 en %2</translation>
    </message>
</context>
<context>
    <name>pl::ExportFileDialog</name>
    <message>
        <source>File to write</source>
        <translation>Archivo que se escribirá</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Elegir el archivo</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Tamaño del papel</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Carta (8,5 × 11 in)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
</context>
<context>
    <name>pl::KeyboardHelp</name>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <source>These keys work wherever the focus is, also in a number field.</source>
        <translation>Estas teclas funcionan dondequiera que esté el foco, también en un campo numérico.</translation>
    </message>
    <message>
        <source>Keys and mouse gestures</source>
        <translation>Teclas y gestos del ratón</translation>
    </message>
    <message>
        <source>Key or gesture</source>
        <translation>Tecla o gesto</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
</context>
<context>
    <name>pl::LammpsActions</name>
    <message>
        <source>Export to &amp;LAMMPS…</source>
        <translation>Exportar a &amp;LAMMPS…</translation>
    </message>
    <message>
        <source>Run LAMMPS on a deck…</source>
        <translation>Ejecutar LAMMPS con un archivo de entrada…</translation>
    </message>
    <message>
        <source>&amp;Import LAMMPS run…</source>
        <translation>&amp;Importar simulación de LAMMPS…</translation>
    </message>
    <message>
        <source>Export to LAMMPS</source>
        <translation>Exportar a LAMMPS</translation>
    </message>
    <message>
        <source>The lesson &apos;%1&apos; has no LAMMPS export: only lennard-jones and ideal-gas have one.</source>
        <translation>La lección “%1” no se puede exportar a LAMMPS: solo lennard-jones e ideal-gas tienen exportación.</translation>
    </message>
    <message>
        <source>Export to LAMMPS: folder</source>
        <translation>Exportar a LAMMPS: carpeta</translation>
    </message>
    <message>
        <source>Export to LAMMPS failed</source>
        <translation>Error al exportar a LAMMPS</translation>
    </message>
    <message>
        <source>Wrote in.particlelab and particlelab.data to %1.

Run it with:
  cd %1
  lmp -in in.particlelab</source>
        <translation>Se escribieron in.particlelab y particlelab.data en %1.

Ejecútelo con:
  cd %1
  lmp -in in.particlelab</translation>
    </message>
    <message>
        <source>Exported to LAMMPS</source>
        <translation>Exportado a LAMMPS</translation>
    </message>
    <message>
        <source>

LAMMPS is not installed here (Debian: apt-get install lammps).</source>
        <translation>

LAMMPS no está instalado en este equipo (Debian: apt-get install lammps).</translation>
    </message>
    <message>
        <source>

Run it now?</source>
        <translation>

¿Ejecutarlo ahora?</translation>
    </message>
    <message>
        <source>Cannot start LAMMPS</source>
        <translation>No se puede iniciar LAMMPS</translation>
    </message>
    <message>
        <source>Run LAMMPS</source>
        <translation>Ejecutar LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1.</source>
        <translation>LAMMPS ya se está ejecutando en %1.</translation>
    </message>
    <message>
        <source>Run LAMMPS: the folder with in.particlelab</source>
        <translation>Ejecutar LAMMPS: la carpeta con in.particlelab</translation>
    </message>
    <message>
        <source>MPI processes:</source>
        <translation>Procesos MPI:</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1</source>
        <translation>LAMMPS ya se está ejecutando en %1</translation>
    </message>
    <message>
        <source>LAMMPS (lmp) is not installed (Debian: apt-get install lammps)</source>
        <translation>LAMMPS (lmp) no está instalado (Debian: apt-get install lammps)</translation>
    </message>
    <message>
        <source>%1 has no %2: export a lesson there first</source>
        <translation>%1 no contiene %2: exporte antes una lección allí</translation>
    </message>
    <message>
        <source>no MPI launcher (mpirun or mpiexec) for %1 processes</source>
        <translation>no hay lanzador MPI (mpirun o mpiexec) para %1 procesos</translation>
    </message>
    <message>
        <source>LAMMPS is starting…</source>
        <translation>LAMMPS se está iniciando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>LAMMPS run</source>
        <translation>Simulación de LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS: step %1 of %2</source>
        <translation>LAMMPS: paso %1 de %2</translation>
    </message>
    <message>
        <source>LAMMPS: step %1</source>
        <translation>LAMMPS: paso %1</translation>
    </message>
    <message>
        <source>LAMMPS run cancelled</source>
        <translation>Simulación de LAMMPS cancelada</translation>
    </message>
    <message>
        <source>LAMMPS failed</source>
        <translation>LAMMPS falló</translation>
    </message>
    <message>
        <source>LAMMPS stopped with exit code %1 (%2).

%3</source>
        <translation>LAMMPS se detuvo con el código de salida %1 (%2).

%3</translation>
    </message>
    <message>
        <source>LAMMPS finished</source>
        <translation>LAMMPS terminó</translation>
    </message>
    <message>
        <source>LAMMPS finished in %1. Open the run?</source>
        <translation>LAMMPS terminó en %1. ¿Abrir la simulación?</translation>
    </message>
    <message>
        <source>Import LAMMPS run: trajectory</source>
        <translation>Importar simulación de LAMMPS: trayectoria</translation>
    </message>
    <message>
        <source>LAMMPS dump (*.lammpstrj *.dump dump.*);;All files (*)</source>
        <translation>Volcado de LAMMPS (*.lammpstrj *.dump dump.*);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import LAMMPS run: log (Cancel for none)</source>
        <translation>Importar simulación de LAMMPS: registro (Cancelar para ninguno)</translation>
    </message>
    <message>
        <source>LAMMPS log (log.* *.log);;All files (*)</source>
        <translation>Registro de LAMMPS (log.* *.log);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot import the LAMMPS run</source>
        <translation>No se puede importar la simulación de LAMMPS</translation>
    </message>
</context>
<context>
    <name>pl::LessonTextView</name>
    <message>
        <source>Lesson text</source>
        <translation>Texto de la lección</translation>
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
        <translation>Se descartó parte de los fotogramas clave más antiguos de las otras lecciones (Edición → Límite de memoria de la línea de tiempo).</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>The run reached its end at t = %1 s. Press Play (Space) to run it again.</source>
        <translation>La simulación llegó a su final en t = %1 s. Pulse Reproducir (Space) para ejecutarla de nuevo.</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Reproducción</translation>
    </message>
    <message>
        <source>Play / pause the simulation (Space)</source>
        <translation>Reproducir o pausar la simulación (Space).</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso adelante</translation>
    </message>
    <message>
        <source>Advance one step, or one stage in step-through mode (S or →)</source>
        <translation>Avanzar un paso, o una etapa en el modo paso a paso (S o →).</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Go back one step, exactly (←)</source>
        <translation>Retroceder exactamente un paso (←).</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Start again from the parameters (R)</source>
        <translation>Empezar de nuevo a partir de los parámetros (R).</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Modo presentación</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F11)</source>
        <translation>Pantalla completa con texto grande para un proyector (F11).</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Velocidad </translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second</source>
        <translation>Segundos simulados por cada segundo de tiempo real</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
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
        <translation>Límite de &amp;memoria de la línea de tiempo…</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulación</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <source>How to use ParticleLab, with search (F1 when a lesson has no text)</source>
        <translation>Cómo usar ParticleLab, con búsqueda (F1 cuando una lección no tiene texto).</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Teclado y ratón</translation>
    </message>
    <message>
        <source>&amp;About ParticleLab</source>
        <translation>&amp;Acerca de ParticleLab</translation>
    </message>
    <message>
        <source>Lesson &amp;text</source>
        <translation>Texto de la &amp;lección</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>About this lesson</source>
        <translation>Acerca de esta lección</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mediciones</translation>
    </message>
    <message>
        <source>ParticleLab — %1</source>
        <translation>ParticleLab — %1</translation>
    </message>
    <message>
        <source>More playback controls</source>
        <translation>Más controles de reproducción</translation>
    </message>
</context>
<context>
    <name>pl::MeasurementsTable</name>
    <message>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>report.json key: %1</source>
        <translation>clave en report.json: %1</translation>
    </message>
</context>
<context>
    <name>pl::ParameterBox</name>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Reset (R)</source>
        <translation>Reiniciar (R)</translation>
    </message>
    <message>
        <source>Start again with these parameters</source>
        <translation>Empezar de nuevo con estos parámetros</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Predeterminados</translation>
    </message>
    <message>
        <source>Restore every parameter to its default and reset</source>
        <translation>Restablecer cada parámetro a su valor predeterminado y reiniciar</translation>
    </message>
</context>
<context>
    <name>pl::ParameterPanel</name>
    <message>
        <source>%1, slider</source>
        <translation>%1, control deslizante</translation>
    </message>
    <message>
        <source>Locked by your teacher (student mode)</source>
        <translation>Bloqueado por su profesor (modo estudiante)</translation>
    </message>
    <message>
        <source>Range: %1 … %2%3   (default %4%3)</source>
        <translation>Intervalo: %1 … %2%3   (predeterminado %4%3)</translation>
    </message>
    <message>
        <source>Command line: --set %1=…</source>
        <translation>Línea de órdenes: --set %1=…</translation>
    </message>
    <message>
        <source>Applies at once, while running.</source>
        <translation>Se aplica enseguida, durante la simulación.</translation>
    </message>
    <message>
        <source>Applies on reset (R).</source>
        <translation>Se aplica al reiniciar (R).</translation>
    </message>
</context>
<context>
    <name>pl::PresentationMode</name>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Unfold the lesson list, text, parameters and measurements</source>
        <translation>Desplegar la lista de lecciones, el texto, los parámetros y las mediciones.</translation>
    </message>
</context>
<context>
    <name>pl::RecordDialog</name>
    <message>
        <source>Record video</source>
        <translation>Grabar vídeo</translation>
    </message>
    <message>
        <source>&lt;b&gt;ffmpeg is not installed&lt;/b&gt;, so MP4 and GIF cannot be written. Record a numbered PNG sequence into a folder instead, or install the &lt;i&gt;ffmpeg&lt;/i&gt; package.</source>
        <translation>&lt;b&gt;ffmpeg no está instalado&lt;/b&gt;, así que no se pueden escribir MP4 ni GIF. Grabe en su lugar una secuencia numerada de PNG en una carpeta, o instale el paquete &lt;i&gt;ffmpeg&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>File or folder to record to</source>
        <translation>Archivo o carpeta donde grabar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Record to</source>
        <translation>Grabar en</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>Vídeo MP4 (*.mp4);;GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>Carpeta para los fotogramas PNG</translation>
    </message>
    <message>
        <source>File (.mp4, .gif) or folder</source>
        <translation>Archivo (.mp4, .gif) o carpeta</translation>
    </message>
    <message>
        <source> s simulated</source>
        <translation> s simulados</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Fotogramas por segundo</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>Ancho (px)</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>Alto (px)</translation>
    </message>
    <message>
        <source>Size (px)</source>
        <translation>Tamaño (px)</translation>
    </message>
    <message>
        <source>Charts beside the view</source>
        <translation>Gráficos junto a la vista</translation>
    </message>
</context>
<context>
    <name>pl::SceneView</name>
    <message>
        <source>Simulation view</source>
        <translation>Vista de la simulación</translation>
    </message>
    <message>
        <source>Drag to pan (right button), wheel to zoom, double-click to fit.
Left-click and drag to interact where the lesson allows it.</source>
        <translation>Arrastre con el botón derecho para desplazar, use la rueda para acercar o alejar y haga doble clic para ajustar.
Haga clic con el botón izquierdo y arrastre para interactuar donde la lección lo permite.</translation>
    </message>
    <message>
        <source>ghost (faint): %1</source>
        <translation>fantasma (tenue): %1</translation>
    </message>
</context>
<context>
    <name>pl::SessionActions</name>
    <message>
        <source>&amp;Open session or scene…</source>
        <translation>&amp;Abrir sesión o escena…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>&amp;Guardar sesión</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Guardar sesión co&amp;mo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Open s&amp;cene…</source>
        <translation>Abrir &amp;escena…</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Abrir escena</translation>
    </message>
    <message>
        <source>Scene files (*.json)</source>
        <translation>Archivos de escena (*.json)</translation>
    </message>
    <message>
        <source>Save as &amp;scene…</source>
        <translation>Guardar c&amp;omo escena…</translation>
    </message>
    <message>
        <source>Cannot save as scene</source>
        <translation>No se puede guardar como escena</translation>
    </message>
    <message>
        <source>This lesson is not made of particles and links. Scenes can be saved from the springs, xpbd, soft-body and bouncing lessons and from scenes.</source>
        <translation>Esta lección no está formada por partículas y enlaces. Se pueden guardar escenas desde las lecciones springs, xpbd, soft-body y bouncing, y desde escenas.</translation>
    </message>
    <message>
        <source>Save as scene</source>
        <translation>Guardar como escena</translation>
    </message>
    <message>
        <source>Saved the scene to %1</source>
        <translation>Escena guardada en %1</translation>
    </message>
    <message>
        <source>&amp;Record video…</source>
        <translation>Grabar ví&amp;deo…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>No se puede abrir la sesión</translation>
    </message>
    <message>
        <source>%1 was not opened: the run on show is kept</source>
        <translation>No se abrió %1: se conserva la simulación que está a la vista</translation>
    </message>
    <message>
        <source>Opened %1 (t = %2 s)</source>
        <translation>Se abrió %1 (t = %2 s)</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>No se puede guardar la sesión</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Guardar sesión</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>No se puede abrir la escena</translation>
    </message>
    <message>
        <source>Unsaved runs</source>
        <translation>Simulaciones sin guardar</translation>
    </message>
    <message>
        <source>These runs are not saved:

%1

Save them before closing?</source>
        <translation>Estas simulaciones no están guardadas:

%1

¿Guardarlas antes de cerrar?</translation>
    </message>
    <message>
        <source>The run of “%1” has changes that are not saved. Opening %2 replaces it.

Save the run first?</source>
        <translation>La simulación de “%1” tiene cambios sin guardar. Abrir %2 la reemplaza.

¿Guardar antes la simulación?</translation>
    </message>
    <message>
        <source>Unsaved run</source>
        <translation>Simulación sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>ParticleLab was not closed properly last time. It had saved %n run(s) automatically. Open them again?</source>
        <translation>
            <numerusform>ParticleLab no se cerró correctamente la última vez. Había guardado %n simulación automáticamente. ¿Abrirla de nuevo?</numerusform>
            <numerusform>ParticleLab no se cerró correctamente la última vez. Había guardado %n simulaciones automáticamente. ¿Abrirlas de nuevo?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore runs?</source>
        <translation>¿Restaurar simulaciones?</translation>
    </message>
    <message>
        <source>Timeline memory budget</source>
        <translation>Límite de memoria de la línea de tiempo</translation>
    </message>
    <message>
        <source>Memory for the keyframes of every lesson&apos;s run this sitting (MB), shared between the lessons opened: the lesson on show has at least half, each other keeps what it has up to an equal part of the rest. When a run&apos;s share is full, every other keyframe is dropped: going back then replays a little more.</source>
        <translation>Memoria para los fotogramas clave de la simulación de cada lección en esta sesión de trabajo (MB), repartida entre las lecciones abiertas: la lección que está a la vista tiene al menos la mitad y cada una de las demás conserva lo que tiene, hasta una parte igual del resto. Cuando se llena la parte de una simulación, se descarta uno de cada dos fotogramas clave: entonces, volver atrás recalcula algo más.</translation>
    </message>
    <message>
        <source>Cannot record</source>
        <translation>No se puede grabar</translation>
    </message>
    <message>
        <source>ffmpeg is not installed: give a folder to record a PNG sequence into.</source>
        <translation>ffmpeg no está instalado: indique una carpeta donde grabar una secuencia de PNG.</translation>
    </message>
    <message>
        <source>Recording failed</source>
        <translation>Error en la grabación</translation>
    </message>
    <message>
        <source>Recording %1…</source>
        <translation>Grabando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation>Se grabaron %1 fotogramas en %2</translation>
    </message>
</context>
<context>
    <name>pl::Sitting</name>
    <message>
        <source>Simulation error</source>
        <translation>Error de simulación</translation>
    </message>
    <message>
        <source>Something went wrong while %1: %2</source>
        <translation>Se produjo un error (%1): %2</translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation>No se puede reiniciar</translation>
    </message>
    <message>
        <source>Invalid parameter</source>
        <translation>Parámetro no válido</translation>
    </message>
    <message>
        <source>%1 is locked in student mode.</source>
        <translation>%1 está bloqueado en el modo estudiante.</translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation>No hay ninguna lección abierta.</translation>
    </message>
    <message>
        <source>%1: cannot be saved (%2)</source>
        <translation>%1: no se puede guardar (%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2)</source>
        <translation>%1: no se puede abrir (%2)</translation>
    </message>
    <message>
        <source>Autosave failed: no folder for it in %1</source>
        <translation>Error en el guardado automático: no hay carpeta para él en %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Error en el guardado automático: %1</translation>
    </message>
</context>
<context>
    <name>pl::StatusLine</name>
    <message>
        <source>Simulated time</source>
        <translation>Tiempo simulado</translation>
    </message>
    <message>
        <source>  t = %1 s</source>
        <translation>  t = %1 s</translation>
    </message>
    <message>
        <source>Changed parameters apply on reset — press R</source>
        <translation>Los parámetros cambiados se aplican al reiniciar: pulse R</translation>
    </message>
</context>
<context>
    <name>pl::StudentModeView</name>
    <message>
        <source>Question %1: %2</source>
        <translation>Pregunta %1: %2</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source> — student mode</source>
        <translation> — modo estudiante</translation>
    </message>
    <message>
        <source>Student mode: the controls your teacher left open are shown.</source>
        <translation>Modo estudiante: se muestran los controles que su profesor dejó disponibles.</translation>
    </message>
</context>
<context>
    <name>pl::StudentPanel</name>
    <message>
        <source>&lt;b&gt;Student mode&lt;/b&gt; — some controls are locked or hidden by your teacher.</source>
        <translation>&lt;b&gt;Modo estudiante&lt;/b&gt;: su profesor ha bloqueado u ocultado algunos controles.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Su nombre:</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>su respuesta</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Guardar respuestas…</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>Guardar respuestas</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tabla CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>Escriba un número.</translation>
    </message>
    <message>
        <source>✓ within tolerance</source>
        <translation>✓ dentro de la tolerancia</translation>
    </message>
    <message>
        <source>✗ not within tolerance — look again</source>
        <translation>✗ fuera de la tolerancia: revíselo</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <translation>Respuesta a la pregunta %1</translation>
    </message>
</context>
<context>
    <name>pl::StudyImageView</name>
    <message>
        <source>Study chart: %1</source>
        <translation>Gráfico del estudio: %1</translation>
    </message>
</context>
<context>
    <name>pl::StudyProgress</name>
    <message>
        <source>Study progress</source>
        <translation>Progreso del estudio</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the background study</source>
        <translation>Cancelar el estudio en segundo plano</translation>
    </message>
</context>
<context>
    <name>pl::TextScale</name>
    <message>
        <source>Text si&amp;ze</source>
        <translation>&amp;Tamaño del texto</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Aumentar</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Default size</source>
        <translation>Tamaño &amp;predeterminado</translation>
    </message>
</context>
<context>
    <name>pl::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>One step back (←): the exact state of the previous step</source>
        <translation>Un paso atrás (←): el estado exacto del paso anterior.</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Time in the run</source>
        <translation>Tiempo en la simulación</translation>
    </message>
    <message>
        <source>Drag to go back to any moment of the run. Change a parameter there and play: the run branches, and the old future stays as a ghost.</source>
        <translation>Arrastre para volver a cualquier instante de la simulación. Cambie allí un parámetro y reproduzca: la simulación se ramifica y el futuro anterior queda como fantasma.</translation>
    </message>
    <message>
        <source>Time on show / end of the recorded run</source>
        <translation>Tiempo mostrado / final de la simulación grabada</translation>
    </message>
    <message>
        <source>Branches</source>
        <translation>Ramas</translation>
    </message>
    <message>
        <source>Runs abandoned by changing something in the past: show one as a ghost, or drop it</source>
        <translation>Simulaciones abandonadas al cambiar algo en el pasado: muestre una como fantasma o descártela.</translation>
    </message>
    <message>
        <source>Timeline memory</source>
        <translation>Memoria de la línea de tiempo</translation>
    </message>
    <message>
        <source>Memory the run&apos;s keyframes use, and this run&apos;s budget (click to change). Older keyframes are thinned when the budget is reached.</source>
        <translation>Memoria que usan los fotogramas clave de la simulación y el límite de esta simulación (haga clic para cambiarlo). Al alcanzar el límite, se descarta parte de los fotogramas clave más antiguos.</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>t = %1 s of %2 s (replay)</source>
        <translation>t = %1 s de %2 s (reproducción)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Branches (%1)</source>
        <translation>Ramas (%1)</translation>
    </message>
    <message>
        <source>None yet: go back on the timeline, change a parameter, play</source>
        <translation>Ninguna todavía: vuelva atrás en la línea de tiempo, cambie un parámetro y reproduzca</translation>
    </message>
    <message>
        <source>Show as ghost</source>
        <translation>Mostrar como fantasma</translation>
    </message>
    <message>
        <source>Drop this branch</source>
        <translation>Descartar esta rama</translation>
    </message>
</context>
<context>
    <name>pl::UserGuideWindow</name>
    <message>
        <source>ParticleLab — User guide</source>
        <translation>ParticleLab — Guía del usuario</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guía del usuario</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Volver a la página anterior</translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation>Buscar en la guía (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Buscar en la guía</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Coincidencia anterior (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Coincidencia siguiente</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Coincidencia siguiente (Enter, F3)</translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation>Texto de la guía del usuario</translation>
    </message>
    <message>
        <source>“%1” is not part of the guide in the program; it is in the docs folder of ParticleLab&apos;s source.</source>
        <translation>“%1” no forma parte de la guía incluida en el programa; está en la carpeta docs del código fuente de ParticleLab.</translation>
    </message>
    <message>
        <source>This page has no section “%1”.</source>
        <translation>Esta página no tiene ninguna sección “%1”.</translation>
    </message>
    <message>
        <source>No match for “%1” on this page.</source>
        <translation>No hay coincidencias para “%1” en esta página.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 coincidencia</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 coincidencias</translation>
    </message>
</context>
<context>
    <name>pl::Voice</name>
    <message>
        <source>No speech engine is installed, so ParticleLab stays silent. Installing qt6-speech-flite-plugin or speech-dispatcher gives it a voice; a screen reader reads the same notices.</source>
        <translation>No hay ningún motor de voz instalado, así que ParticleLab permanece en silencio. Instalar qt6-speech-flite-plugin o speech-dispatcher le da voz; un lector de pantalla lee los mismos avisos.</translation>
    </message>
    <message>
        <source>The speech engine failed, so ParticleLab stays silent.</source>
        <translation>El motor de voz ha fallado, así que ParticleLab permanece en silencio.</translation>
    </message>
</context>
<context>
    <name>soft-body</name>
    <message>
        <source>Pressure constant nRT</source>
        <translation>Constante de presión nRT</translation>
    </message>
    <message>
        <source>Gas constant times temperature times amount: P = nRT/A.</source>
        <translation>Constante de los gases por temperatura por cantidad: P = nRT/A.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Rigidez del resorte k_s</translation>
    </message>
    <message>
        <source>Force per unit strain of the ring&apos;s springs.</source>
        <translation>Fuerza por unidad de deformación de los resortes del anillo.</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Amortiguamiento del resorte k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed of the ring&apos;s springs.</source>
        <translation>Amortiguamiento de la velocidad de estiramiento de los resortes del anillo.</translation>
    </message>
    <message>
        <source>Number of points N</source>
        <translation>Número de puntos N</translation>
    </message>
    <message>
        <source>Particles on the ring.</source>
        <translation>Partículas en el anillo.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>Time integrator: forward Euler vs Heun predictor-corrector (or any other).</source>
        <translation>Integrador temporal: Euler explícito frente al predictor-corrector de Heun (u otro).</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Integrator step. Applies while running.</source>
        <translation>Paso del integrador. Se aplica durante la simulación.</translation>
    </message>
    <message>
        <source>Ball mass</source>
        <translation>Masa de la pelota</translation>
    </message>
    <message>
        <source>Total mass, shared equally by the points.</source>
        <translation>Masa total, repartida por igual entre los puntos.</translation>
    </message>
    <message>
        <source>Spring ring radius</source>
        <translation>Radio del anillo de resortes</translation>
    </message>
    <message>
        <source>Radius of the ring with its springs at rest length (before the gas inflates it).</source>
        <translation>Radio del anillo con sus resortes en longitud de reposo (antes de que el gas lo infle).</translation>
    </message>
    <message>
        <source>Drop height</source>
        <translation>Altura de caída</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of the ball at t = 0.</source>
        <translation>Separación entre el suelo y la parte inferior de la pelota en t = 0.</translation>
    </message>
    <message>
        <source>Air drag b</source>
        <translation>Rozamiento del aire b</translation>
    </message>
    <message>
        <source>Linear drag on every point, F = −b v.</source>
        <translation>Rozamiento lineal sobre cada punto, F = −b v.</translation>
    </message>
    <message>
        <source>Floor restitution r</source>
        <translation>Restitución del suelo r</translation>
    </message>
    <message>
        <source>Normal velocity of a point hitting the floor is multiplied by −r.</source>
        <translation>La velocidad normal de un punto que golpea el suelo se multiplica por −r.</translation>
    </message>
    <message>
        <source>Floor friction μ</source>
        <translation>Rozamiento del suelo μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of the floor.</source>
        <translation>Coeficiente de rozamiento de Coulomb del suelo.</translation>
    </message>
    <message>
        <source>Enclosed area (2D volume)</source>
        <translation>Área encerrada (volumen en 2D)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>area A</source>
        <translation>área A</translation>
    </message>
    <message>
        <source>area</source>
        <translation>área</translation>
    </message>
    <message>
        <source>Rest area (free ball)</source>
        <translation>Área en reposo (pelota libre)</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Cinética ½mv²</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Resortes</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Gravitatoria m g y</translation>
    </message>
    <message>
        <source>Gas −nRT ln(A/A₀)</source>
        <translation>Gas −nRT ln(A/A₀)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Area / rest area A/A_rest</source>
        <translation>Área / área en reposo A/A_rest</translation>
    </message>
    <message>
        <source>Rest area A_rest</source>
        <translation>Área en reposo A_rest</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Energía de los resortes</translation>
    </message>
    <message>
        <source>Gravitational energy</source>
        <translation>Energía potencial gravitatoria</translation>
    </message>
    <message>
        <source>Gas energy</source>
        <translation>Energía del gas</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energía total</translation>
    </message>
    <message>
        <source>Smallest and largest A/A_rest so far</source>
        <translation>Menor y mayor A/A_rest hasta ahora</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at the floor)</source>
        <translation>Energía potencial gravitatoria (0 en el suelo)</translation>
    </message>
    <message>
        <source>Gas energy −nRT ln(A/A_rest)</source>
        <translation>Energía del gas −nRT ln(A/A_rest)</translation>
    </message>
    <message>
        <source>Ball (ring of springs + gas)</source>
        <translation>Pelota (anillo de resortes + gas)</translation>
    </message>
    <message>
        <source>Rest shape (dashed)</source>
        <translation>Forma en reposo (discontinua)</translation>
    </message>
    <message>
        <source>Soft body ring</source>
        <translation>Anillo del cuerpo blando</translation>
    </message>
    <message>
        <source>Saved from the soft-body lesson: the ring&apos;s particles and springs, and the ideal gas inside it (a pressure body, P = nRT/A).</source>
        <translation>Guardado desde la lección del cuerpo blando: las partículas y resortes del anillo y el gas ideal en su interior (un cuerpo a presión, P = nRT/A).</translation>
    </message>
    <message>
        <source>Soft body: a ball of springs filled with gas</source>
        <translation>Cuerpo blando: una pelota de resortes llena de gas</translation>
    </message>
    <message>
        <source>A ring of springs with ideal-gas pressure inside falls, bounces and keeps its area.</source>
        <translation>Un anillo de resortes con presión de gas ideal en su interior cae, rebota y conserva su área.</translation>
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
        <translation>Pelota de resortes y gas: %1 divergió en t = %2 s.</translation>
    </message>
    <message>
        <source>Ball of springs and gas: area %1 % of its rest area, gas pressure %2 N/m, centre %3 m above the floor.</source>
        <translation>Pelota de resortes y gas: área al %1 % del área en reposo, presión del gas %2 N/m, centro a %3 m sobre el suelo.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2</source>
        <translation>%1 divergió en t = %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2: the springs are too stiff for this Δt. Lower Δt, add damping k_d, or use Heun.</source>
        <translation>%1 divergió en t = %2: los resortes son demasiado rígidos para este Δt. Reduzca Δt, añada amortiguamiento k_d o use Heun.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>el tiempo debe ser un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>the smallest and largest area ratios must be positive numbers, in order</source>
        <translation>las razones de área mínima y máxima deben ser números positivos, en ese orden</translation>
    </message>
    <message>
        <source>the body of a run that has not diverged encloses no area</source>
        <translation>el cuerpo de una simulación que no ha divergido no encierra ningún área</translation>
    </message>
</context>
<context>
    <name>sph-tank</name>
    <message numerus="yes">
        <source>Water at rest in a tank: %n particles.</source>
        <translation>
            <numerusform>Agua en reposo en un tanque: %n partícula.</numerusform>
            <numerusform>Agua en reposo en un tanque: %n partículas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stirred tank: %n particles.</source>
        <translation>
            <numerusform>Un tanque agitado: %n partícula.</numerusform>
            <numerusform>Un tanque agitado: %n partículas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Acoustic number c₀Δt/h (WCSPH&apos;s stability)</source>
        <translation>Número acústico c₀Δt/h (estabilidad de WCSPH)</translation>
    </message>
    <message>
        <source>Flow CFL number max|v|Δt/h</source>
        <translation>Número CFL del flujo max|v|Δt/h</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>aún no se ha dado ningún paso</translation>
    </message>
    <message numerus="yes">
        <source>Dam break: the surge front %1 m from the left wall of the %2 m tank (Z = %4); %n particles, %3 % of them above the column&apos;s height at the release.</source>
        <translation>
            <numerusform>Rotura de presa: el frente de la ola a %1 m de la pared izquierda del tanque de %2 m (Z = %4); %n partícula, el %3 % por encima de la altura de la columna al soltarla.</numerusform>
            <numerusform>Rotura de presa: el frente de la ola a %1 m de la pared izquierda del tanque de %2 m (Z = %4); %n partículas, el %3 % de ellas por encima de la altura de la columna al soltarla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Hydrostatic tank (water at rest)</source>
        <translation>Tanque hidrostático (agua en reposo)</translation>
    </message>
    <message>
        <source>Dam break (Martin &amp; Moyce 1952)</source>
        <translation>Rotura de presa (Martin &amp; Moyce 1952)</translation>
    </message>
    <message>
        <source>Stir with the mouse</source>
        <translation>Remover con el ratón</translation>
    </message>
    <message>
        <source>What is in the tank at t = 0.</source>
        <translation>Lo que hay en el tanque en t = 0.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>DFSPH density tolerance η</source>
        <translation>Tolerancia de densidad DFSPH η</translation>
    </message>
    <message>
        <source>DFSPH CFL number λ</source>
        <translation>Número CFL DFSPH λ</translation>
    </message>
    <message>
        <source>DFSPH&apos;s time step Δt = λ h / max |v|: no particle moves more than λh.</source>
        <translation>Paso de tiempo de DFSPH Δt = λ h / max |v|: ninguna partícula se mueve más de λh.</translation>
    </message>
    <message>
        <source>Fluid particles</source>
        <translation>Partículas de fluido</translation>
    </message>
    <message>
        <source>Number of water particles; sets the spacing Δx = √(area/N).</source>
        <translation>Número de partículas de agua; fija el espaciado Δx = √(área/N).</translation>
    </message>
    <message>
        <source>Column aspect n² = height / width</source>
        <translation>Relación de la columna n² = altura / ancho</translation>
    </message>
    <message>
        <source>Water height over its width a (dam break, hydrostatic tank).</source>
        <translation>Altura del agua sobre su ancho a (rotura de presa, tanque hidrostático).</translation>
    </message>
    <message>
        <source>Column width a</source>
        <translation>Ancho de la columna a</translation>
    </message>
    <message>
        <source>Width of the water column (dam break), of the tank (hydrostatic), or the water depth (stir).</source>
        <translation>Ancho de la columna de agua (rotura de presa), del tanque (hidrostático) o profundidad del agua (removido).</translation>
    </message>
    <message>
        <source>Tank length L/a</source>
        <translation>Longitud del tanque L/a</translation>
    </message>
    <message>
        <source>Inner length of the tank in column widths (dam break, stir).</source>
        <translation>Longitud interior del tanque en anchos de columna (rotura de presa, removido).</translation>
    </message>
    <message>
        <source>Smoothing length h/Δx</source>
        <translation>Longitud de suavizado h/Δx</translation>
    </message>
    <message>
        <source>Kernel smoothing length over the particle spacing; the support is 2h.</source>
        <translation>Longitud de suavizado del núcleo sobre el espaciado de partículas; el soporte es 2h.</translation>
    </message>
    <message>
        <source>Sound speed c₀ / √(2gH)</source>
        <translation>Velocidad del sonido c₀ / √(2gH)</translation>
    </message>
    <message>
        <source>Numerical sound speed as a multiple of the free-fall speed √(2gH) from the water height H; ≥ 10 keeps the density error near 1 %.</source>
        <translation>Velocidad del sonido numérica como múltiplo de la velocidad de caída libre √(2gH) desde la altura del agua H; ≥ 10 mantiene el error de densidad cerca del 1 %.</translation>
    </message>
    <message>
        <source>Artificial viscosity α</source>
        <translation>Viscosidad artificial α</translation>
    </message>
    <message>
        <source>Monaghan&apos;s linear viscosity coefficient α (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</source>
        <translation>Coeficiente de viscosidad lineal α de Monaghan (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</translation>
    </message>
    <message>
        <source>Artificial viscosity β</source>
        <translation>Viscosidad artificial β</translation>
    </message>
    <message>
        <source>Monaghan&apos;s quadratic viscosity coefficient β (for strong compression).</source>
        <translation>Coeficiente de viscosidad cuadrático β de Monaghan (para compresión fuerte).</translation>
    </message>
    <message>
        <source>Viscosity ε</source>
        <translation>Viscosidad ε</translation>
    </message>
    <message>
        <source>ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): keeps Π finite for close pairs.</source>
        <translation>ε en μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): mantiene Π finito para pares cercanos.</translation>
    </message>
    <message>
        <source>XSPH velocity correction</source>
        <translation>Corrección de velocidad XSPH</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densidad</translation>
    </message>
    <message>
        <source>Summation ρ = Σ m W</source>
        <translation>Suma ρ = Σ m W</translation>
    </message>
    <message>
        <source>Continuity dρ/dt = Σ m v·∇W</source>
        <translation>Continuidad dρ/dt = Σ m v·∇W</translation>
    </message>
    <message>
        <source>How each particle&apos;s density is found.</source>
        <translation>Cómo se obtiene la densidad de cada partícula.</translation>
    </message>
    <message>
        <source>Clamp negative pressure</source>
        <translation>Recortar la presión negativa</translation>
    </message>
    <message>
        <source>Sets p = max(p, 0): no tension where the density sum falls short.</source>
        <translation>Fija p = max(p, 0): sin tensión donde la suma de densidad se queda corta.</translation>
    </message>
    <message>
        <source>Time-step factor C</source>
        <translation>Factor de paso de tiempo C</translation>
    </message>
    <message>
        <source>Courant factor of Δt = C·h/(c₀ + max μ) (also used for the force condition Δt = C √(h/|a|)).</source>
        <translation>Factor de Courant de Δt = C·h/(c₀ + max μ) (usado también en la condición de fuerza Δt = C √(h/|a|)).</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Hilos</translation>
    </message>
    <message>
        <source>Threads of the neighbour search, the forces and the solvers (results are identical for any count).</source>
        <translation>Hilos de la búsqueda de vecinos, las fuerzas y los solucionadores (los resultados son idénticos con cualquier número).</translation>
    </message>
    <message>
        <source>Tank tilt</source>
        <translation>Inclinación del tanque</translation>
    </message>
    <message>
        <source>Tilts the tank about its floor&apos;s centre (turns at 20°/s).</source>
        <translation>Inclina el tanque alrededor del centro de su fondo (gira a 20°/s).</translation>
    </message>
    <message>
        <source>Stir automatically</source>
        <translation>Remover automáticamente</translation>
    </message>
    <message>
        <source>Stir mode: the obstacle sweeps back and forth until you drag it.</source>
        <translation>Modo removido: el obstáculo va y viene hasta que usted lo arrastre.</translation>
    </message>
    <message>
        <source>Colour particles by</source>
        <translation>Colorear partículas por</translation>
    </message>
    <message>
        <source>Speed |v|</source>
        <translation>Velocidad |v|</translation>
    </message>
    <message>
        <source>Pressure p</source>
        <translation>Presión p</translation>
    </message>
    <message>
        <source>Density ρ</source>
        <translation>Densidad ρ</translation>
    </message>
    <message>
        <source>Quantity shown by the particle colours.</source>
        <translation>Magnitud que muestran los colores de las partículas.</translation>
    </message>
    <message>
        <source>Draw free surface</source>
        <translation>Dibujar superficie libre</translation>
    </message>
    <message>
        <source>The level c = ½ of the smoothed colour field Σ (m/ρ₀) W, by marching squares, filled like water.</source>
        <translation>La curva de nivel c = ½ del campo de color suavizado Σ (m/ρ₀) W, por marching squares, rellena como agua.</translation>
    </message>
    <message>
        <source>Draw particles</source>
        <translation>Dibujar partículas</translation>
    </message>
    <message>
        <source>Draw the fluid particles (turn off to see the surface alone).</source>
        <translation>Dibuja las partículas de fluido (desactívelo para ver solo la superficie).</translation>
    </message>
    <message>
        <source>%1: steps per simulated second</source>
        <translation>%1: pasos por segundo simulado</translation>
    </message>
    <message>
        <source>%1: passes over the neighbour pairs per simulated second</source>
        <translation>%1: pasadas sobre los pares de vecinos por segundo simulado</translation>
    </message>
    <message>
        <source>Courant Δt WCSPH needs with this c₀</source>
        <translation>Δt de Courant que necesita WCSPH con este c₀</translation>
    </message>
    <message>
        <source>CFL Δt = λh/max|v| DFSPH needs</source>
        <translation>Δt CFL = λh/max|v| que necesita DFSPH</translation>
    </message>
    <message>
        <source>water at rest: Δt is the upper bound</source>
        <translation>agua en reposo: Δt es la cota superior</translation>
    </message>
    <message>
        <source>DFSPH density-solver iterations per step</source>
        <translation>Iteraciones del solucionador de densidad DFSPH por paso</translation>
    </message>
    <message>
        <source>DFSPH divergence-solver iterations per step</source>
        <translation>Iteraciones del solucionador de divergencia DFSPH por paso</translation>
    </message>
    <message>
        <source>WCSPH does not iterate: one force evaluation per step</source>
        <translation>WCSPH no itera: una evaluación de fuerza por paso</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>kinetic energy</source>
        <translation>energía cinética</translation>
    </message>
    <message>
        <source>E_k = Σ ½ m v²</source>
        <translation>E_k = Σ ½ m v²</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀</source>
        <translation>Error de densidad |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>density error</source>
        <translation>error de densidad</translation>
    </message>
    <message>
        <source>max, all particles</source>
        <translation>máx., cada partícula</translation>
    </message>
    <message>
        <source>Pressure at the probe</source>
        <translation>Presión en la sonda</translation>
    </message>
    <message>
        <source>SPH</source>
        <translation>SPH</translation>
    </message>
    <message>
        <source>ρ₀ g (depth)</source>
        <translation>ρ₀ g (profundidad)</translation>
    </message>
    <message>
        <source>Dam-break surge front</source>
        <translation>Frente de la ola de rotura de presa</translation>
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
        <translation>Vecinos dentro de 2h</translation>
    </message>
    <message>
        <source>neighbour count</source>
        <translation>número de vecinos</translation>
    </message>
    <message>
        <source>fluid particles</source>
        <translation>partículas de fluido</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>Paso de tiempo</translation>
    </message>
    <message>
        <source>Δt used</source>
        <translation>Δt usado</translation>
    </message>
    <message>
        <source>WCSPH sound limit</source>
        <translation>Límite sonoro WCSPH</translation>
    </message>
    <message>
        <source>WCSPH force limit</source>
        <translation>Límite de fuerza WCSPH</translation>
    </message>
    <message>
        <source>DFSPH flow limit λh/|v|</source>
        <translation>Límite de flujo DFSPH λh/|v|</translation>
    </message>
    <message>
        <source>DFSPH solver iterations per step</source>
        <translation>Iteraciones de los solucionadores DFSPH por paso</translation>
    </message>
    <message>
        <source>constant-density solver</source>
        <translation>solucionador de densidad constante</translation>
    </message>
    <message>
        <source>divergence-free solver</source>
        <translation>solucionador sin divergencia</translation>
    </message>
    <message>
        <source>particles more than 2h below the free surface (%1 of %2)</source>
        <translation>partículas a más de 2h bajo la superficie libre (%1 de %2)</translation>
    </message>
    <message>
        <source>Max density error |ρ − ρ₀|/ρ₀</source>
        <translation>Error de densidad máximo |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Mean density error |ρ − ρ₀|/ρ₀</source>
        <translation>Error de densidad medio |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Max compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Compresión máxima (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>Mean compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Compresión media (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>no water within 2h of the probe</source>
        <translation>no hay agua a menos de 2h de la sonda</translation>
    </message>
    <message>
        <source>ρ₀ g (depth) at the probe</source>
        <translation>ρ₀ g (profundidad) en la sonda</translation>
    </message>
    <message>
        <source>Surge front [T, Z]</source>
        <translation>Frente de la ola [T, Z]</translation>
    </message>
    <message>
        <source>dam-break scenario only</source>
        <translation>solo en el escenario de rotura de presa</translation>
    </message>
    <message>
        <source>Largest front deviation from Martin &amp; Moyce, 1 ≤ T ≤ 3</source>
        <translation>Mayor desviación del frente respecto a Martin &amp; Moyce, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>dam break with n² = 2, after T = 1 only</source>
        <translation>solo rotura de presa con n² = 2, después de T = 1</translation>
    </message>
    <message>
        <source>Boundary particles</source>
        <translation>Partículas de contorno</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Mean time step</source>
        <translation>Paso de tiempo medio</translation>
    </message>
    <message>
        <source>Steps with Δt set by the force condition</source>
        <translation>Pasos con Δt fijado por la condición de fuerza</translation>
    </message>
    <message>
        <source>Particles escaped into or through the walls</source>
        <translation>Partículas escapadas hacia o a través de las paredes</translation>
    </message>
    <message>
        <source>centre more than Δx/2 past a wall&apos;s inner face: on or beyond the first layer of boundary particles</source>
        <translation>centro a más de Δx/2 tras la cara interior de una pared: sobre o más allá de la primera capa de partículas de contorno</translation>
    </message>
    <message>
        <source>Deepest centre past a wall&apos;s inner face, so far</source>
        <translation>Centro más profundo tras la cara interior de una pared, hasta ahora</translation>
    </message>
    <message>
        <source>at rest a particle&apos;s centre is Δx/2 inside the face</source>
        <translation>en reposo el centro de una partícula está Δx/2 antes de la cara</translation>
    </message>
    <message>
        <source>Sound speed c₀ (WCSPH)</source>
        <translation>Velocidad del sonido c₀ (WCSPH)</translation>
    </message>
    <message>
        <source>Particle spacing Δx</source>
        <translation>Espaciado de partículas Δx</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergió en t = %1 s</translation>
    </message>
    <message>
        <source>speed |v|</source>
        <translation>velocidad |v|</translation>
    </message>
    <message>
        <source>pressure p</source>
        <translation>presión p</translation>
    </message>
    <message>
        <source>density ρ</source>
        <translation>densidad ρ</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>sonda</translation>
    </message>
    <message>
        <source>largest density error %1 %</source>
        <translation>mayor error de densidad %1 %</translation>
    </message>
    <message>
        <source>largest compression %1 %</source>
        <translation>mayor compresión %1 %</translation>
    </message>
    <message>
        <source>particle #%1</source>
        <translation>partícula n.º %1</translation>
    </message>
    <message>
        <source>neighbours: %1 fluid + %2 wall</source>
        <translation>vecinos: %1 de fluido + %2 de pared</translation>
    </message>
    <message>
        <source>boundary particles</source>
        <translation>partículas de contorno</translation>
    </message>
    <message>
        <source>obstacle (drag it)</source>
        <translation>obstáculo (arrástrelo)</translation>
    </message>
    <message>
        <source>free surface c = ½</source>
        <translation>superficie libre c = ½</translation>
    </message>
    <message>
        <source>neighbours within 2h</source>
        <translation>vecinos dentro de 2h</translation>
    </message>
    <message>
        <source>CFL, DFSPH</source>
        <translation>CFL, DFSPH</translation>
    </message>
    <message>
        <source>force, WCSPH</source>
        <translation>fuerza, WCSPH</translation>
    </message>
    <message>
        <source>Courant, WCSPH</source>
        <translation>Courant, WCSPH</translation>
    </message>
    <message>
        <source>%1   wall %2 s per simulated s</source>
        <translation>%1   tiempo real %2 s por s simulado</translation>
    </message>
    <message>
        <source>%1   iterations %2 + %3</source>
        <translation>%1   iteraciones %2 + %3</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the time-step factor, raise the viscosity α or the c₀ factor.</source>
        <translation>La simulación divergió en t = %1 s: reduzca el factor de paso de tiempo, aumente la viscosidad α o el factor c₀.</translation>
    </message>
    <message>
        <source>Mean compression %1 % &gt; 1 % (red ring: the most compressed particle): the solver does not hold ρ₀; lower the density tolerance η or the CFL number λ.</source>
        <translation>Compresión media %1 % &gt; 1 % (anillo rojo: la partícula más comprimida): el solucionador no mantiene ρ₀; reduzca la tolerancia de densidad η o el número CFL λ.</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (red ring): the water is too compressible and, without the clamp, stretched by tension; raise the c₀ factor (error ∝ 1/c₀²).</source>
        <translation>Error de densidad |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (anillo rojo): el agua es demasiado compresible y, sin el recorte, se estira por tensión; aumente el factor c₀ (error ∝ 1/c₀²).</translation>
    </message>
    <message>
        <source>Compression %1 % &gt; 1 % (red ring): the water is too compressible; raise the c₀ factor (error ∝ 1/c₀²) or lower the time-step factor.</source>
        <translation>Compresión %1 % &gt; 1 % (anillo rojo): el agua es demasiado compresible; aumente el factor c₀ (error ∝ 1/c₀²) o reduzca el factor de paso de tiempo.</translation>
    </message>
    <message>
        <source>Flow speed %1 m/s exceeds c₀/10 = %2 m/s: raise the c₀ factor to keep the fluid nearly incompressible.</source>
        <translation>La velocidad del flujo %1 m/s supera c₀/10 = %2 m/s: aumente el factor c₀ para mantener el fluido casi incompresible.</translation>
    </message>
    <message>
        <source>The density solver stopped at its %1 iterations without reaching η: raise the tolerance or lower the CFL number λ.</source>
        <translation>El solucionador de densidad se detuvo en sus %1 iteraciones sin alcanzar η: aumente la tolerancia o reduzca el número CFL λ.</translation>
    </message>
    <message>
        <source>Δt is limited by the force condition (violent accelerations): lower the time-step factor or raise the viscosity α if the particles jitter.</source>
        <translation>Δt está limitado por la condición de fuerza (aceleraciones violentas): reduzca el factor de paso de tiempo o aumente la viscosidad α si las partículas tiemblan.</translation>
    </message>
    <message>
        <source>Δt = %1 s is %2× below the sound-speed limit C h/c₀: particles rush at each other (the μ term of the Courant limit), so the run slows down; raise the c₀ factor.</source>
        <translation>Δt = %1 s está %2× por debajo del límite sonoro C h/c₀: las partículas se lanzan unas contra otras (el término μ del límite de Courant), así que la ejecución se ralentiza; aumente el factor c₀.</translation>
    </message>
    <message numerus="yes">
        <source>%n particles passed into a wall&apos;s boundary lattice: the wall pushes only once the particle&apos;s density exceeds ρ₀; lower the CFL number λ or the density tolerance η.</source>
        <translation>
            <numerusform>%n partícula entró en la red de contorno de una pared: la pared solo empuja cuando la densidad de la partícula supera ρ₀; reduzca el número CFL λ o la tolerancia de densidad η.</numerusform>
            <numerusform>%n partículas entraron en la red de contorno de una pared: la pared solo empuja cuando la densidad de la partícula supera ρ₀; reduzca el número CFL λ o la tolerancia de densidad η.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n particles left the tank: the walls leak at this speed; raise the c₀ factor or lower the time-step factor.</source>
        <translation>
            <numerusform>%n partícula salió del tanque: las paredes pierden a esta velocidad; aumente el factor c₀ o reduzca el factor de paso de tiempo.</numerusform>
            <numerusform>%n partículas salieron del tanque: las paredes pierden a esta velocidad; aumente el factor c₀ o reduzca el factor de paso de tiempo.</numerusform>
        </translation>
    </message>
    <message>
        <source>SPH water tank: hydrostatics and the dam break</source>
        <translation>Tanque de agua SPH: hidrostática y rotura de presa</translation>
    </message>
    <message>
        <source>Weakly compressible and divergence-free SPH side by side, with boundary particles, validated against Martin &amp; Moyce (1952).</source>
        <translation>SPH débilmente compresible y sin divergencia lado a lado, con partículas de contorno, validado frente a Martin &amp; Moyce (1952).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>presión</translation>
    </message>
    <message>
        <source>particles</source>
        <translation>partículas</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>iteraciones</translation>
    </message>
    <message>
        <source>DFSPH viscosity α</source>
        <translation>Viscosidad DFSPH α</translation>
    </message>
    <message>
        <source>DFSPH&apos;s viscosity ν = α h c₀/8, what WCSPH&apos;s artificial viscosity α amounts to: acts per second, not per step, walls included (their friction). The step is at most M₂/(2ν), so a larger α slows DFSPH.</source>
        <translation>La viscosidad de DFSPH ν = α h c₀/8, lo que equivale a la viscosidad artificial α de WCSPH: actúa por segundo, no por paso, incluidas las paredes (su fricción). El paso es como mucho M₂/(2ν), así que un α mayor hace más lento DFSPH.</translation>
    </message>
    <message>
        <source>WCSPH: moves particles with velocity v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (less interpenetration). DFSPH: turns its viscosity on.</source>
        <translation>WCSPH: mueve las partículas con la velocidad v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (menos interpenetración). DFSPH: activa su viscosidad.</translation>
    </message>
    <message>
        <source>max, &gt;2h below surface</source>
        <translation>máx., &gt;2h bajo la superficie</translation>
    </message>
    <message>
        <source>mean, same particles</source>
        <translation>media, mismas partículas</translation>
    </message>
    <message>
        <source>max (ρ−ρ₀)⁺, &gt;2h below</source>
        <translation>máx. (ρ−ρ₀)⁺, &gt;2h debajo</translation>
    </message>
    <message>
        <source>Koshizuka &amp; Oka, n² = 2</source>
        <translation>Koshizuka &amp; Oka, n² = 2</translation>
    </message>
    <message>
        <source>Largest front deviation from Koshizuka &amp; Oka, 1 ≤ T ≤ 3</source>
        <translation>Mayor desviación del frente respecto a Koshizuka &amp; Oka, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>WCSPH keeps it at or below its time-step factor C = %1: sound crosses at most C·h per step</source>
        <translation>WCSPH lo mantiene como máximo en su factor de paso de tiempo C = %1: el sonido recorre como máximo C·h por paso</translation>
    </message>
    <message>
        <source>DFSPH solves for the pressure instead and is not bound by it</source>
        <translation>DFSPH resuelve la presión en su lugar y no está sujeto a él</translation>
    </message>
    <message>
        <source>WCSPH&apos;s sound limit keeps it far below 1</source>
        <translation>el límite acústico de WCSPH lo mantiene muy por debajo de 1</translation>
    </message>
    <message>
        <source>DFSPH keeps it at or below its CFL number λ = %1: no particle crosses more than λh per step</source>
        <translation>DFSPH lo mantiene como máximo en su número CFL λ = %1: ninguna partícula recorre más de λh por paso</translation>
    </message>
    <message>
        <source>water particles (colour scale below)</source>
        <translation>partículas de agua (escala de color abajo)</translation>
    </message>
    <message>
        <source>parameter &apos;tank_length&apos;: dam break: the tank length L/a = %1 leaves the front no room; use L/a ≥ 2 (5.5 shows T up to 3.5).</source>
        <translation>parámetro &apos;tank_length&apos;: rotura de presa: la longitud del tanque L/a = %1 no deja sitio al frente; use L/a ≥ 2 (5.5 muestra T hasta 3.5).</translation>
    </message>
    <message>
        <source>parameters &apos;particles&apos; and &apos;tank_length&apos;: stir: %1 particles in a tank %2 a long leave only %3 particles over the depth; use at least %4 particles or a shorter tank.</source>
        <translation>parámetros &apos;particles&apos; y &apos;tank_length&apos;: agitar: %1 partículas en un tanque de %2 a de largo dejan solo %3 partículas en la profundidad; use al menos %4 partículas o un tanque más corto.</translation>
    </message>
    <message>
        <source>The constant-density solver iterates until the mean residual |ρ* − ρ₀|/ρ₀ over the particles under pressure is below η (the divergence solver to 0.1 %).</source>
        <translation>El método de densidad constante itera hasta que el residuo medio |ρ* − ρ₀|/ρ₀ sobre las partículas bajo presión queda por debajo de η (el de divergencia hasta 0.1 %).</translation>
    </message>
    <message>
        <source>DFSPH mean residual |ρ* − ρ₀|/ρ₀ under pressure, last step</source>
        <translation>DFSPH: residuo medio |ρ* − ρ₀|/ρ₀ bajo presión, último paso</translation>
    </message>
    <message>
        <source>the selected particle is none of the tank&apos;s</source>
        <translation>la partícula seleccionada no es del tanque</translation>
    </message>
    <message>
        <source>the obstacle&apos;s grab offset is not finite</source>
        <translation>el desplazamiento de agarre del obstáculo no es finito</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle at a position not finite or far outside the tank</source>
        <translation>el estado del tanque tiene una partícula de fluido en una posición no finita o muy fuera del tanque</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle with a velocity not finite</source>
        <translation>el estado del tanque tiene una partícula de fluido con una velocidad no finita</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid array of %1 particles, the tank %2</source>
        <translation>el estado del tanque tiene un arreglo de fluido de %1 partículas, el tanque %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a wall array of %1 particles, the tank %2</source>
        <translation>el estado del tanque tiene un arreglo de pared de %1 partículas, el tanque %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a clock that is not finite</source>
        <translation>el estado del tanque tiene un reloj que no es finito</translation>
    </message>
    <message>
        <source>a fluid velocity, acceleration, pressure or viscosity term is not finite</source>
        <translation>una velocidad, aceleración, presión o término de viscosidad del fluido no es finito</translation>
    </message>
    <message>
        <source>a fluid particle&apos;s largest viscosity term is negative</source>
        <translation>el mayor término de viscosidad de una partícula de fluido es negativo</translation>
    </message>
    <message>
        <source>a wall particle&apos;s position or velocity is not finite</source>
        <translation>la posición o la velocidad de una partícula de pared no es finita</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step or step count is not a finite number ≥ 0</source>
        <translation>el último paso de tiempo o el número de pasos del solucionador no es un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last time-step limit is none it knows</source>
        <translation>el último límite del paso de tiempo del solucionador no es ninguno que conozca</translation>
    </message>
    <message>
        <source>the tank&apos;s angle or the obstacle&apos;s place or speed is not finite</source>
        <translation>el ángulo del tanque o la posición o velocidad del obstáculo no es finito</translation>
    </message>
    <message>
        <source>a fluid velocity or pressure multiplier is not finite</source>
        <translation>un multiplicador de velocidad o de presión del fluido no es finito</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step, step or iteration count is not a finite number ≥ 0</source>
        <translation>el último paso de tiempo, el número de pasos o de iteraciones del solucionador no es un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last density or divergence error is not finite</source>
        <translation>el último error de densidad o de divergencia del solucionador no es finito</translation>
    </message>
    <message>
        <source>the fluid&apos;s time is not finite</source>
        <translation>el tiempo del fluido no es finito</translation>
    </message>
    <message>
        <source>a fluid position, velocity or density is not finite</source>
        <translation>una posición, velocidad o densidad del fluido no es finita</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>a fluid density is not positive</source>
        <translation>una densidad del fluido no es positiva</translation>
    </message>
    <message>
        <source>a fluid particle has the id %1 of no particle</source>
        <translation>una partícula de fluido tiene el identificador %1, que no es de ninguna partícula</translation>
    </message>
    <message>
        <source>a wall particle belongs to no body of the tank</source>
        <translation>una partícula de pared no pertenece a ningún cuerpo del tanque</translation>
    </message>
    <message>
        <source>the sampling clock or the time-step statistics are not finite</source>
        <translation>el reloj de muestreo o las estadísticas del paso de tiempo no son finitos</translation>
    </message>
    <message>
        <source>a surge-front sample is not a finite pair (T, Z)</source>
        <translation>una muestra del frente de ola no es un par finito (T, Z)</translation>
    </message>
    <message>
        <source>the last density diagnostics are not finite</source>
        <translation>los últimos diagnósticos de densidad no son finitos</translation>
    </message>
    <message>
        <source>the obstacle&apos;s dragged offset is not finite</source>
        <translation>el desplazamiento arrastrado del obstáculo no es finito</translation>
    </message>
    <message>
        <source>Automatic: DFSPH, at rest WCSPH</source>
        <translation>Automático: DFSPH, en reposo WCSPH</translation>
    </message>
    <message>
        <source>DFSPH (incompressible)</source>
        <translation>DFSPH (incompresible)</translation>
    </message>
    <message>
        <source>WCSPH (weakly compressible)</source>
        <translation>WCSPH (débilmente compresible)</translation>
    </message>
    <message>
        <source>How the pressure is found: iterated to keep ρ = ρ₀ (DFSPH, Bender &amp; Koschier; Δt from the flow, CFL) or from Tait&apos;s equation of state (WCSPH; Δt from c₀). Automatic takes DFSPH for the dam break and the stir, WCSPH for the tank at rest. At rest WCSPH shows its physical compression; DFSPH keeps the tank&apos;s mean density error at its tolerance η, the largest deeper than 2h near twice η.</source>
        <translation>Cómo se obtiene la presión: iterando para mantener ρ = ρ₀ (DFSPH, Bender y Koschier; Δt según el flujo, CFL) o con la ecuación de estado de Tait (WCSPH; Δt según c₀). Automático usa DFSPH para la rotura de presa y el removido, WCSPH para el tanque en reposo. En reposo, WCSPH muestra su compresión física; DFSPH mantiene el error medio de densidad del tanque en su tolerancia η, y el mayor a más de 2h de profundidad cerca del doble de η.</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the CFL number λ or the density tolerance η, or raise the DFSPH viscosity α.</source>
        <translation>La simulación divergió en t = %1 s: reduzca el número CFL λ o la tolerancia de densidad η, o aumente la viscosidad α de DFSPH.</translation>
    </message>
    <message>
        <source>Mean density error, all fluid particles</source>
        <translation>Error de densidad medio, todas las partículas de fluido</translation>
    </message>
    <message>
        <source>|ρ − ρ₀|/ρ₀ more than 2h below the free surface; nearer to it only the compression (ρ − ρ₀)⁺/ρ₀ counts: a deficit there is the surface, not an error</source>
        <translation>|ρ − ρ₀|/ρ₀ a más de 2h bajo la superficie libre; más cerca de ella solo cuenta la compresión (ρ − ρ₀)⁺/ρ₀: allí un déficit es la superficie, no un error</translation>
    </message>
</context>
<context>
    <name>springs</name>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Rigidez del resorte k_s</translation>
    </message>
    <message>
        <source>Force per unit strain |d|/r − 1 (the spring constant is k_s/r).</source>
        <translation>Fuerza por unidad de deformación |d|/r − 1 (la constante del resorte es k_s/r).</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Amortiguamiento del resorte k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed along each spring.</source>
        <translation>Amortiguamiento de la velocidad de estiramiento a lo largo de cada resorte.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Masa de las partículas m</translation>
    </message>
    <message>
        <source>Mass of every particle of the rope and the cloth.</source>
        <translation>Masa de cada partícula de la cuerda y la tela.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Step of every integrator. Applies while running.</source>
        <translation>Paso de cada integrador. Se aplica durante la simulación.</translation>
    </message>
    <message>
        <source>Integrators</source>
        <translation>Integradores</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Integradores que se ejecutan en paralelo (identificadores separados por comas).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Cinética ½mv²</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Resorte</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Gravitatoria m g y</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler</source>
        <translation>Mayor Δt estable de Euler simpléctico</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>paso de tiempo Δt</translation>
    </message>
    <message>
        <source>largest speed</source>
        <translation>mayor velocidad</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>Simulaciones de prueba</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Energía de los resortes</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Energía potencial gravitatoria (0 en y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energía total</translation>
    </message>
    <message>
        <source>Highest angular frequency ω_max</source>
        <translation>Frecuencia angular máxima ω_max</translation>
    </message>
    <message>
        <source>Symplectic Euler limit 2/ω_max</source>
        <translation>Límite de Euler simpléctico 2/ω_max</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler (search)</source>
        <translation>Mayor Δt estable de Euler simpléctico (búsqueda)</translation>
    </message>
    <message>
        <source>the max stable Δt study has not run</source>
        <translation>el estudio del mayor Δt estable no se ha ejecutado</translation>
    </message>
    <message>
        <source>the stiffest spring mode</source>
        <translation>el modo de resorte más rígido</translation>
    </message>
    <message>
        <source>Find the largest stable Δt</source>
        <translation>Buscar el mayor Δt estable</translation>
    </message>
    <message>
        <source>Bisection over Δt: symplectic Euler on the rope and cloth from a slightly jiggled start, 2000 steps per trial; a trial is unstable when a speed exceeds 100 m/s.</source>
        <translation>Bisección sobre Δt: Euler simpléctico en la cuerda y la tela desde un inicio ligeramente perturbado, 2000 pasos por prueba; una prueba es inestable cuando una velocidad supera 100 m/s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs</source>
        <translation>Cuerda y tela de resortes</translation>
    </message>
    <message>
        <source>Springs: rope and cloth, explicit vs symplectic Euler</source>
        <translation>Resortes: cuerda y tela, Euler explícito frente a simpléctico</translation>
    </message>
    <message>
        <source>Damped springs make a rope and a cloth; stiff springs make explicit Euler blow up.</source>
        <translation>Resortes amortiguados forman una cuerda y una tela; los resortes rígidos hacen estallar Euler explícito.</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>Energía — %1</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   largest stable Δt (symplectic Euler) = %5 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   mayor Δt estable (Euler simpléctico) = %5 s</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</translation>
    </message>
    <message>
        <source>A rope and a cloth of springs.</source>
        <translation>Una cuerda y una tela de resortes.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs: %1 diverged at t = %2 s.</source>
        <translation>Cuerda y tela de resortes: %1 divergió en t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs, %1: stretched %2 % on average, at most %3 %; total energy %4 J.</source>
        <translation>Cuerda y tela de resortes, %1: estirados un %2 % de media, como máximo %3 %; energía total %4 J.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs. %1: stretched %2 % on average, at most %3 %, total energy %4 J; %5: stretched %6 % on average, at most %7 %, total energy %8 J.</source>
        <translation>Cuerda y tela de resortes. %1: estirados un %2 % de media, como máximo %3 %, energía total %4 J; %5: estirados un %6 % de media, como máximo %7 %, energía total %8 J.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergió en t = %2 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies the stiffest mode&apos;s energy by 1 + (ω_max Δt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 divergió en t = %2 s: cada paso multiplica la energía del modo más rígido por 1 + (ω_max Δt)² = %3. Reduzca Δt o use Euler simpléctico.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω_max Δt = %3 is beyond its stability limit. Lower Δt or soften the springs.</source>
        <translation>%1 divergió en t = %2 s: ω_max Δt = %3 supera su límite de estabilidad. Reduzca Δt o ablande los resortes.</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergió en t = %1 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>el tiempo debe ser un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the largest stable Δt must be a positive number</source>
        <translation>el mayor Δt estable debe ser un número positivo</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>la simulación del arrastre no existe</translation>
    </message>
</context>
<context>
    <name>taylor</name>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; %1 is not defined at x = %5.</source>
        <translation>Polinomio de Taylor de %1 en torno a a = %2, grado %3 de %4 en pantalla; %1 no está definida en x = %5.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, and the Lagrange bound is infinite there.</source>
        <translation>Polinomio de Taylor de %1 en torno a a = %2, grado %3 de %4 en pantalla; en x = %5 su error es %6, y la cota de Lagrange es infinita allí.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, against the Lagrange bound %7.</source>
        <translation>Polinomio de Taylor de %1 en torno a a = %2, grado %3 de %4 en pantalla; en x = %5 su error es %6, frente a la cota de Lagrange %7.</translation>
    </message>
    <message>
        <source>eˣ</source>
        <translation>eˣ</translation>
    </message>
    <message>
        <source>sin x</source>
        <translation>sen x</translation>
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
        <translation>Función f</translation>
    </message>
    <message>
        <source>The function to expand: eˣ, sin x, cos x, ln(1 + x) or 1/(1 − x).</source>
        <translation>La función que se desarrolla: eˣ, sen x, cos x, ln(1 + x) o 1/(1 − x).</translation>
    </message>
    <message>
        <source>Expansion point a</source>
        <translation>Punto de desarrollo a</translation>
    </message>
    <message>
        <source>The point the Taylor series is built around.</source>
        <translation>El punto alrededor del cual se construye la serie de Taylor.</translation>
    </message>
    <message>
        <source>Degree N</source>
        <translation>Grado N</translation>
    </message>
    <message>
        <source>Highest power in the partial sum P_N; P₀ … P_N are drawn.</source>
        <translation>Potencia más alta de la suma parcial P_N; se dibujan P₀ … P_N.</translation>
    </message>
    <message>
        <source>Range from x</source>
        <translation>Intervalo desde x</translation>
    </message>
    <message>
        <source>Left end of the x range of the charts.</source>
        <translation>Extremo izquierdo del intervalo de x de las gráficas.</translation>
    </message>
    <message>
        <source>Range to x</source>
        <translation>Intervalo hasta x</translation>
    </message>
    <message>
        <source>Right end of the x range of the charts.</source>
        <translation>Extremo derecho del intervalo de x de las gráficas.</translation>
    </message>
    <message>
        <source>How many terms: at x</source>
        <translation>Cuántos términos: en x</translation>
    </message>
    <message>
        <source>The point where the &quot;how many terms?&quot; tool wants the accuracy.</source>
        <translation>El punto donde la herramienta «¿Cuántos términos?» exige la precisión.</translation>
    </message>
    <message>
        <source>How many terms: tolerance Δ</source>
        <translation>Cuántos términos: tolerancia Δ</translation>
    </message>
    <message>
        <source>The error allowed at x: the tool finds the smallest N whose Lagrange bound is ≤ Δ.</source>
        <translation>El error admitido en x: la herramienta busca el menor N cuya cota de Lagrange es ≤ Δ.</translation>
    </message>
    <message>
        <source>Table: x values</source>
        <translation>Tabla: valores de x</translation>
    </message>
    <message>
        <source>Comma-separated x values of the table x, P_N(x), f(x), error, bound.</source>
        <translation>Valores de x, separados por comas, de la tabla x, P_N(x), f(x), error, cota.</translation>
    </message>
    <message>
        <source>every x</source>
        <translation>cualquier x</translation>
    </message>
    <message>
        <source>Taylor polynomials P₀ … P%1 of %2</source>
        <translation>Polinomios de Taylor P₀ … P%1 de %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>True error and Lagrange bound, N = %1</source>
        <translation>Error verdadero y cota de Lagrange, N = %1</translation>
    </message>
    <message>
        <source>|f − %1|; left out outside %2, where the series diverges</source>
        <translation>|f − %1|; omitido fuera de %2, donde la serie diverge</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!; left out outside %2, where the series diverges</source>
        <translation>cota M|x − a|^%1/%1!; omitida fuera de %2, donde la serie diverge</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!</source>
        <translation>cota M|x − a|^%1/%1!</translation>
    </message>
    <message>
        <source>degree N</source>
        <translation>grado N</translation>
    </message>
    <message>
        <source>error at x</source>
        <translation>error en x</translation>
    </message>
    <message>
        <source>Bound and error at x = %1</source>
        <translation>Cota y error en x = %1</translation>
    </message>
    <message>
        <source>Lagrange bound</source>
        <translation>Cota de Lagrange</translation>
    </message>
    <message>
        <source>true error |f(x) − P_N(x)|</source>
        <translation>error verdadero |f(x) − P_N(x)|</translation>
    </message>
    <message>
        <source>tolerance Δ = %1</source>
        <translation>tolerancia Δ = %1</translation>
    </message>
    <message>
        <source>Error of sin θ ≈ θ</source>
        <translation>Error de sen θ ≈ θ</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>ángulo θ</translation>
    </message>
    <message>
        <source>relative error (θ − sin θ)/sin θ</source>
        <translation>error relativo (θ − sen θ)/sen θ</translation>
    </message>
    <message>
        <source>(θ − sin θ)/sin θ</source>
        <translation>(θ − sen θ)/sen θ</translation>
    </message>
    <message>
        <source>1 % at θ = %1°</source>
        <translation>1 % en θ = %1°</translation>
    </message>
    <message>
        <source>Radians: π rad = 180°</source>
        <translation>Radianes: π rad = 180°</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>ángulo</translation>
    </message>
    <message>
        <source>θ in radians, and sin θ</source>
        <translation>θ en radianes, y sen θ</translation>
    </message>
    <message>
        <source>θ in rad</source>
        <translation>θ en rad</translation>
    </message>
    <message>
        <source>sin θ</source>
        <translation>sen θ</translation>
    </message>
    <message>
        <source>Classic angles</source>
        <translation>Ángulos clásicos</translation>
    </message>
    <message>
        <source>Fewest terms (degree N + 1) with bound ≤ Δ</source>
        <translation>Menos términos (grado N + 1) con cota ≤ Δ</translation>
    </message>
    <message>
        <source>Smallest degree N with bound ≤ Δ</source>
        <translation>Menor grado N con cota ≤ Δ</translation>
    </message>
    <message>
        <source>at x = %1 with Δ = %2: degree N = %3</source>
        <translation>en x = %1 con Δ = %2: grado N = %3</translation>
    </message>
    <message>
        <source>Lagrange bound for that N</source>
        <translation>Cota de Lagrange para ese N</translation>
    </message>
    <message>
        <source>Lagrange bound for N − 1 (&gt; Δ)</source>
        <translation>Cota de Lagrange para N − 1 (&gt; Δ)</translation>
    </message>
    <message>
        <source>N = 0 already meets the tolerance</source>
        <translation>N = 0 ya cumple la tolerancia</translation>
    </message>
    <message>
        <source>True error of that P_N at x</source>
        <translation>Error verdadero de ese P_N en x</translation>
    </message>
    <message>
        <source>no degree up to %1 has a Lagrange bound ≤ Δ at x = %2 with Δ = %3</source>
        <translation>ningún grado hasta %1 tiene una cota de Lagrange ≤ Δ en x = %2 con Δ = %3</translation>
    </message>
    <message>
        <source>over the part of the range where the series converges (%1)</source>
        <translation>sobre la parte del intervalo donde la serie converge (%1)</translation>
    </message>
    <message>
        <source>the series converges nowhere in the range [%1, %2]</source>
        <translation>la serie no converge en ningún punto del intervalo [%1, %2]</translation>
    </message>
    <message>
        <source>Largest true error |f − P_N| over the range</source>
        <translation>Mayor error verdadero |f − P_N| en el intervalo</translation>
    </message>
    <message>
        <source>Largest Lagrange bound over the range</source>
        <translation>Mayor cota de Lagrange en el intervalo</translation>
    </message>
    <message>
        <source>Radius of convergence about a</source>
        <translation>Radio de convergencia alrededor de a</translation>
    </message>
    <message>
        <source>sin θ ≈ θ is 1 % off from θ =</source>
        <translation>sen θ ≈ θ se desvía un 1 % desde θ =</translation>
    </message>
    <message>
        <source>error |f − P_N|</source>
        <translation>error |f − P_N|</translation>
    </message>
    <message>
        <source>%1 about a = %2, degree N = %3</source>
        <translation>%1 alrededor de a = %2, grado N = %3</translation>
    </message>
    <message>
        <source>Degrees and radians (θ = s/r), and the small-angle error</source>
        <translation>Grados y radianes (θ = s/r), y el error de ángulo pequeño</translation>
    </message>
    <message>
        <source>(units of x)</source>
        <translation>(unidades de x)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3 (charts: adding term %4 of %5)</source>
        <translation>%1 alrededor de a = %2, N = %3 (gráficas: se añade el término %4 de %5)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3</source>
        <translation>%1 alrededor de a = %2, N = %3</translation>
    </message>
    <message>
        <source>%1;  converges for %2;  at x = %3, Δ = %4 needs N = %5 (%6 terms)</source>
        <translation>%1;  converge para %2;  en x = %3, Δ = %4 necesita N = %5 (%6 términos)</translation>
    </message>
    <message>
        <source>%1;  converges for %2</source>
        <translation>%1;  converge para %2</translation>
    </message>
    <message>
        <source>The series of %1 about a = %2 converges only for %3: the error and the bound are left out of the chart beyond, where adding terms makes P_N worse.</source>
        <translation>La serie de %1 alrededor de a = %2 solo converge para %3: el error y la cota se omiten en la gráfica más allá, donde añadir términos empeora P_N.</translation>
    </message>
    <message>
        <source>ln(1 + x) is not defined for x ≤ −1: that part of the range has no curve for f.</source>
        <translation>ln(1 + x) no está definido para x ≤ −1: esa parte del intervalo no tiene curva para f.</translation>
    </message>
    <message>
        <source>How many terms: %1 is not defined at x = %2. Choose another x.</source>
        <translation>Cuántos términos: %1 no está definida en x = %2. Elija otro x.</translation>
    </message>
    <message>
        <source> The interval between a and x contains the singularity, so no M exists.</source>
        <translation> El intervalo entre a y x contiene la singularidad, así que no existe ningún M.</translation>
    </message>
    <message>
        <source> x lies outside the convergence interval (%1).</source>
        <translation> x está fuera del intervalo de convergencia (%1).</translation>
    </message>
    <message>
        <source> The series converges at x, but here M grows about as fast as (N + 1)!, so the Lagrange bound does not shrink with N: it is too pessimistic to prove the convergence (the true error, in the &quot;how many terms&quot; chart, does shrink).</source>
        <translation> La serie converge en x, pero aquí M crece casi tan rápido como (N + 1)!, así que la cota de Lagrange no disminuye con N: es demasiado pesimista para probar la convergencia (el error verdadero, en la gráfica «Cuántos términos», sí disminuye).</translation>
    </message>
    <message>
        <source>How many terms: no degree up to %1 brings the Lagrange bound at x = %2 below Δ = %3.%4</source>
        <translation>Cuántos términos: ningún grado hasta %1 lleva la cota de Lagrange en x = %2 por debajo de Δ = %3.%4</translation>
    </message>
    <message>
        <source>Taylor series and the Lagrange error bound</source>
        <translation>Serie de Taylor y la cota de error de Lagrange</translation>
    </message>
    <message>
        <source>Why every integrator has an order: polynomials that hug a function, and how far off they are.</source>
        <translation>Por qué cada integrador tiene un orden: polinomios que se ciñen a una función y cuánto se apartan de ella.</translation>
    </message>
    <message>
        <source>parameter &apos;function&apos;: unknown function %1</source>
        <translation>parámetro &apos;function&apos;: función desconocida %1</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: ln(1 + x) is only defined for x &gt; −1: choose an expansion point a &gt; −1 (a = %1)</source>
        <translation>parámetro &apos;a&apos;: ln(1 + x) solo está definida para x &gt; −1: elija un punto de desarrollo a &gt; −1 (a = %1)</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: 1/(1 − x) has its pole at x = 1: choose an expansion point a ≠ 1</source>
        <translation>parámetro &apos;a&apos;: 1/(1 − x) tiene su polo en x = 1: elija un punto de desarrollo a ≠ 1</translation>
    </message>
    <message>
        <source>parameters &apos;x_min&apos; and &apos;x_max&apos;: the range needs x_min &lt; x_max (x_min = %1, x_max = %2)</source>
        <translation>parámetros &apos;x_min&apos; y &apos;x_max&apos;: el intervalo necesita x_min &lt; x_max (x_min = %1, x_max = %2)</translation>
    </message>
    <message>
        <source>parameter &apos;x_values&apos;: give 1 to 100 numbers separated by commas, e.g. &quot;0, 0.1, 0.5, 1&quot; (got %1)</source>
        <translation>parámetro &apos;x_values&apos;: indique de 1 a 100 números separados por comas, p. ej. &quot;0, 0.1, 0.5, 1&quot; (recibido: %1)</translation>
    </message>
    <message>
        <source>the clock t = %1 s is not a time of a run</source>
        <translation>el reloj t = %1 s no es un instante de una simulación</translation>
    </message>
</context>
<context>
    <name>velocity-field</name>
    <message>
        <source>Velocity field</source>
        <translation>Campo de velocidades</translation>
    </message>
    <message>
        <source>v = (x, 5 cos x)</source>
        <translation>v = (x, 5 cos x)</translation>
    </message>
    <message>
        <source>Rotation (circles)</source>
        <translation>Rotación (círculos)</translation>
    </message>
    <message>
        <source>Lamb–Oseen vortex</source>
        <translation>Vórtice de Lamb–Oseen</translation>
    </message>
    <message>
        <source>Double gyre (time-dependent)</source>
        <translation>Doble giro (dependiente del tiempo)</translation>
    </message>
    <message>
        <source>The flow that carries the particle.</source>
        <translation>El flujo que arrastra la partícula.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Paso de tiempo Δt</translation>
    </message>
    <message>
        <source>Step size of every method. Applies while running.</source>
        <translation>Tamaño de paso de cada método. Se aplica durante la simulación.</translation>
    </message>
    <message>
        <source>Start x₀</source>
        <translation>Inicio x₀</translation>
    </message>
    <message>
        <source>Where the particle is dropped (or click in the view).</source>
        <translation>Dónde se suelta la partícula (o haga clic en la vista).</translation>
    </message>
    <message>
        <source>Start y₀</source>
        <translation>Inicio y₀</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Tiempo final T</translation>
    </message>
    <message>
        <source>The run stops here; the endpoint error is measured here.</source>
        <translation>La simulación se detiene aquí; aquí se mide el error final.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Métodos</translation>
    </message>
    <message>
        <source>Integrators traced side by side (comma-separated ids).</source>
        <translation>Integradores trazados en paralelo (identificadores separados por comas).</translation>
    </message>
    <message>
        <source>Distance from the reference path</source>
        <translation>Distancia a la trayectoria de referencia</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distancia</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>paso de tiempo Δt</translation>
    </message>
    <message>
        <source>distance at T</source>
        <translation>distancia en T</translation>
    </message>
    <message>
        <source>Distance from the reference at T (endpoint error)</source>
        <translation>Distancia a la referencia en T (error final)</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>el estudio de convergencia aún no se ha ejecutado</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/100)</source>
        <translation>Referencia (RK4, Δt/100)</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Ejecutar el estudio de convergencia</translation>
    </message>
    <message>
        <source>Distance from the reference at the end time T for the current Δt and for Δt halved six times, per method.</source>
        <translation>Distancia a la referencia en el tiempo final T para el Δt actual y para Δt dividido por dos seis veces, por método.</translation>
    </message>
    <message>
        <source>Tracing a particle through a velocity field</source>
        <translation>Seguir una partícula a través de un campo de velocidades</translation>
    </message>
    <message>
        <source>dx/dt = v(x, t): Euler, Heun, midpoint and RK4 follow a particle through a flow.</source>
        <translation>dx/dt = v(x, t): Euler, Heun, punto medio y RK4 siguen una partícula a través de un flujo.</translation>
    </message>
    <message>
        <source>%1   t = %2 s   Δt = %3 s   (click to drop the particle)</source>
        <translation>%1   t = %2 s   Δt = %3 s   (haga clic para soltar la partícula)</translation>
    </message>
    <message>
        <source>Error at T = %1 s against Δt</source>
        <translation>Error en T = %1 s frente a Δt</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 diverged at t = %5 s.</source>
        <translation>La partícula está en (%1, %2) m, llevada a %3 m/s; %4 divergió en t = %5 s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s.</source>
        <translation>La partícula está en (%1, %2) m, llevada a %3 m/s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 is farthest from it, %5 m away.</source>
        <translation>La partícula está en (%1, %2) m, llevada a %3 m/s; %4 es el más alejado, a %5 m.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: time step Δt = %1 s must be smaller than the end time T = %2 s.</source>
        <translation>parámetros &apos;dt&apos; y &apos;end_time&apos;: el paso de tiempo Δt = %1 s debe ser menor que el tiempo final T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: the start %1 = %2 m lies outside this field&apos;s region, %3 to %4 m (the field&apos;s region is [%5, %6] × [%7, %8] m).</source>
        <translation>parámetro &apos;%1&apos;: el inicio %1 = %2 m queda fuera de la región de este campo, de %3 a %4 m (la región del campo es [%5; %6] × [%7; %8] m).</translation>
    </message>
    <message>
        <source>at T = %1 s with Δt = %2 s from (%3, %4) m</source>
        <translation>en T = %1 s con Δt = %2 s desde (%3; %4) m</translation>
    </message>
    <message>
        <source>study cancelled before every method ran</source>
        <translation>estudio cancelado antes de que corriera cada método</translation>
    </message>
    <message>
        <source>%1 diverged before T</source>
        <translation>%1 divergió antes de T</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergió en t = %2 s)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: it ended up more than %3 times farther from the reference solution than the reference is from the origin. Lower Δt.</source>
        <translation>%1 divergió en t = %2 s: terminó más de %3 veces más lejos de la solución de referencia de lo que la referencia está del origen. Reduzca Δt.</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergió)</translation>
    </message>
    <message>
        <source>the study&apos;s Δt = %1 s is not a time step</source>
        <translation>el Δt = %1 s del estudio no es un paso de tiempo</translation>
    </message>
    <message>
        <source>the study&apos;s endpoint error of %1 is not a distance</source>
        <translation>el error final de %1 en el estudio no es una distancia</translation>
    </message>
    <message>
        <source>the velocity-field state</source>
        <translation>el estado del campo de velocidades</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>el tiempo t = %1 s no es un instante de una simulación</translation>
    </message>
    <message>
        <source>the reference point is not a finite point of the plane</source>
        <translation>el punto de referencia no es un punto finito del plano</translation>
    </message>
    <message>
        <source>the reference path is too long or not finite</source>
        <translation>la trayectoria de referencia es demasiado larga o no es finita</translation>
    </message>
    <message>
        <source>%1: the particle is not a finite point of the plane</source>
        <translation>%1: la partícula no es un punto finito del plano</translation>
    </message>
    <message>
        <source>%1: the particle is farther from the reference than a run that has not diverged can be</source>
        <translation>%1: la partícula está más lejos de la referencia de lo que puede estar una simulación que no ha divergido</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1: el instante de divergencia no es un instante de la simulación</translation>
    </message>
    <message>
        <source>%1: the path is too long or not finite</source>
        <translation>%1: la trayectoria es demasiado larga o no es finita</translation>
    </message>
</context>
<context>
    <name>xpbd</name>
    <message>
        <source>XPBD constraints</source>
        <translation>Ligaduras XPBD</translation>
    </message>
    <message>
        <source>Damped springs (symplectic Euler)</source>
        <translation>Resortes amortiguados (Euler simpléctico)</translation>
    </message>
    <message>
        <source>Compliance α</source>
        <translation>Flexibilidad α</translation>
    </message>
    <message>
        <source>Inverse stiffness of every XPBD link; 0 is rigid.</source>
        <translation>Inversa de la rigidez de cada enlace XPBD; 0 es rígido.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Subpasos</translation>
    </message>
    <message>
        <source>Each frame Δt is split into this many substeps (both versions).</source>
        <translation>Cada fotograma Δt se divide en tantos subpasos (ambas versiones).</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iteraciones</translation>
    </message>
    <message>
        <source>Gauss–Seidel sweeps over the XPBD links per substep.</source>
        <translation>Pasadas de Gauss–Seidel por los enlaces XPBD en cada subpaso.</translation>
    </message>
    <message>
        <source>Frame time step Δt</source>
        <translation>Paso de tiempo del fotograma Δt</translation>
    </message>
    <message>
        <source>One frame; split into the substeps.</source>
        <translation>Un fotograma; dividido en los subpasos.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Masa de las partículas m</translation>
    </message>
    <message>
        <source>Mass of every particle.</source>
        <translation>Masa de cada partícula.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s (spring version)</source>
        <translation>Rigidez del resorte k_s (versión de resortes)</translation>
    </message>
    <message>
        <source>Spring version: force per unit strain; ℓ₀/α matches α.</source>
        <translation>Versión de resortes: fuerza por unidad de deformación; ℓ₀/α corresponde a α.</translation>
    </message>
    <message>
        <source>Spring damping k_d (spring version)</source>
        <translation>Amortiguamiento k_d (versión de resortes)</translation>
    </message>
    <message>
        <source>Spring version: damping of the stretching speed.</source>
        <translation>Versión de resortes: amortiguamiento de la velocidad de estiramiento.</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀</source>
        <translation>Error de ligadura |ℓ − ℓ₀|/ℓ₀</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>relative length error</source>
        <translation>error relativo de longitud</translation>
    </message>
    <message>
        <source>Total energy: kinetic + elastic + gravity</source>
        <translation>Energía total: cinética + elástica + gravitatoria</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Resortes</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀ (mean, max)</source>
        <translation>Error de ligadura |ℓ − ℓ₀|/ℓ₀ (media, máx.)</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energía cinética</translation>
    </message>
    <message>
        <source>Elastic energy (springs; ½C²/α for XPBD)</source>
        <translation>Energía elástica (resortes; ½C²/α en XPBD)</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Energía potencial gravitatoria (0 en y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energía total</translation>
    </message>
    <message>
        <source>Rope and cloth of XPBD rods</source>
        <translation>Cuerda y tela de barras XPBD</translation>
    </message>
    <message>
        <source>Saved from the xpbd lesson (its XPBD run).</source>
        <translation>Guardado desde la lección XPBD (su simulación XPBD).</translation>
    </message>
    <message>
        <source>XPBD: stiff constraints at any time step</source>
        <translation>XPBD: ligaduras rígidas con cualquier paso de tiempo</translation>
    </message>
    <message>
        <source>The rope and cloth as XPBD distance constraints next to springs at the same Δt.</source>
        <translation>La cuerda y la tela como ligaduras de distancia XPBD junto a resortes con el mismo Δt.</translation>
    </message>
    <message>
        <source>XPBD</source>
        <translation>XPBD</translation>
    </message>
    <message>
        <source>XPBD, mean</source>
        <translation>XPBD, media</translation>
    </message>
    <message>
        <source>Springs, mean</source>
        <translation>Resortes, media</translation>
    </message>
    <message>
        <source>XPBD, max</source>
        <translation>XPBD, máx.</translation>
    </message>
    <message>
        <source>Springs, max</source>
        <translation>Resortes, máx.</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s in %3 substeps × %4 iterations   α = %5 m/N</source>
        <translation>t = %1   Δt = %2 s en %3 subpasos × %4 iteraciones   α = %5 m/N</translation>
    </message>
    <message>
        <source>Rope and cloth: %1 diverged at t = %2 s.</source>
        <translation>Cuerda y tela: %1 divergió en t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth: the XPBD rods are off their length by %1 % on average, at most %2 %, total energy %3 J; the springs by %4 % on average, at most %5 %.</source>
        <translation>Cuerda y tela: las varillas XPBD se desvían de su longitud un %1 % de media, como máximo %2 %, energía total %3 J; los resortes un %4 % de media, como máximo %5 %.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;substeps&apos;: Δt / substeps is below 1 µs: use fewer substeps or a larger Δt.</source>
        <translation>parámetros &apos;dt&apos; y &apos;substeps&apos;: Δt / subpasos es menor que 1 µs: use menos subpasos o un Δt mayor.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergió en t = %2 s</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergió en t = %1 s</translation>
    </message>
    <message>
        <source>error: mean %1, max %2</source>
        <translation>error: media %1, máx. %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the springs are too stiff for Δt/substeps with an explicit integrator. Raise the substeps or soften k_s.</source>
        <translation>%1 divergió en t = %2 s: los resortes son demasiado rígidos para Δt/subpasos con un integrador explícito. Aumente los subpasos o reduzca k_s.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: lower Δt or raise the substeps.</source>
        <translation>%1 divergió en t = %2 s: reduzca Δt o aumente los subpasos.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>el tiempo debe ser un número finito ≥ 0</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>la simulación del arrastre no existe</translation>
    </message>
</context>
</TS>
