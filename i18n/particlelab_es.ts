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
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Hablar</translation>
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
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
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
        <source>%1
report.json key: %2</source>
        <translation>%1
clave en report.json: %2</translation>
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
    <message>
        <source>  t = 0000.000 s</source>
        <translation>  t = 0000.000 s</translation>
    </message>
</context>
<context>
    <name>pl::StudentModeView</name>
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
    <message>
        <source>Question %1: %2</source>
        <translation>Pregunta %1: %2</translation>
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
</TS>
