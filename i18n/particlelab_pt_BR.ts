<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;A teaching tool for particle-based physics and the numerical methods behind it: integrators, Taylor series, pendulums, springs and constraints, gases and SPH water.&lt;/p&gt;&lt;p&gt;Licence: %2 (GNU General Public License, version 3 or later)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Built with Qt %4 (running on Qt %5), Eigen, C++20.&lt;/p&gt;</source>
        <translation>&lt;b&gt;ParticleLab %1&lt;/b&gt;&lt;p&gt;Uma ferramenta didática de física de partículas e dos métodos numéricos por trás dela: integradores, séries de Taylor, pêndulos, molas e vínculos, gases e água SPH.&lt;/p&gt;&lt;p&gt;Licença: %2 (GNU General Public License, versão 3 ou posterior)&lt;br&gt;Web: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Compilado com Qt %4 (em execução no Qt %5), Eigen, C++20.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About ParticleLab</source>
        <translation>Sobre o ParticleLab</translation>
    </message>
</context>
<context>
    <name>HandoutPdf</name>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>em t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time t = %1 s · printed %2 · ParticleLab %3</source>
        <translation>Tempo simulado t = %1 s · impresso em %2 · ParticleLab %3</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>The run&apos;s settings, %1.</source>
        <translation>As configurações da simulação, %1.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Medições</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medição</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuação)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Perguntas</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Resposta:</translation>
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
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … (%n rows)</source>
        <translation>
            <numerusform> … (%n linha)</numerusform>
            <numerusform> … (%n linhas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>type a number</source>
        <translation>digite um número</translation>
    </message>
    <message>
        <source>type a number (in %1)</source>
        <translation>digite um número (em %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation>“%1” não é um número em %2</translation>
    </message>
    <message>
        <source>ParticleLab session or scene (*%1 *.json);;All files (*)</source>
        <translation>Sessão ou cena do ParticleLab (*%1 *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>This study will take about %1: %2.

Start it anyway? It can be cancelled at any time.</source>
        <translation>Este estudo vai levar cerca de %1: %2.

Iniciar mesmo assim? Ele pode ser cancelado a qualquer momento.</translation>
    </message>
    <message>
        <source>Long study</source>
        <translation>Estudo longo</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
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
        <translation>Padrão do sistema</translation>
    </message>
</context>
<context>
    <name>SpreadsheetExport</name>
    <message>
        <source>Sheet</source>
        <translation>Planilha</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Conteúdo</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Gráfico: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabela: %1</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Medições</translation>
    </message>
    <message>
        <source>Measurements at the end of the run</source>
        <translation>Medições no final da simulação</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>The parameters of the run</source>
        <translation>Os parâmetros da simulação</translation>
    </message>
    <message>
        <source>cannot create the workbook %1</source>
        <translation>não foi possível criar a pasta de trabalho %1</translation>
    </message>
    <message>
        <source>cannot add the sheet “%1”</source>
        <translation>não foi possível adicionar a planilha “%1”</translation>
    </message>
    <message>
        <source>ParticleLab run at t = %1 s</source>
        <translation>Simulação do ParticleLab em t = %1 s</translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>Tempo simulado</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Data de exportação</translation>
    </message>
    <message>
        <source>Same numbers in (--export)</source>
        <translation>Mesmos números em (--export)</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medição</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
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
        <translation>Observação</translation>
    </message>
    <message>
        <source>Id (report.json)</source>
        <translation>Id (report.json)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>linha %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>no file name for the spreadsheet</source>
        <translation>falta o nome do arquivo da planilha</translation>
    </message>
    <message>
        <source>cannot write %1: no temporary folder (%2)</source>
        <translation>não foi possível gravar %1: não há pasta temporária (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não foi possível gravar %1: %2</translation>
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
        <translation>reproduzir / pausar</translation>
    </message>
    <message>
        <source>S or →</source>
        <translation>S ou →</translation>
    </message>
    <message>
        <source>one step (one stage in step-through mode)</source>
        <translation>um passo à frente (um estágio no modo passo a passo)</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>one step back</source>
        <translation>um passo atrás</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>reset with the current parameters</source>
        <translation>reiniciar com os parâmetros atuais</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>presentation mode on / off</source>
        <translation>ligar / desligar o modo apresentação</translation>
    </message>
    <message>
        <source>Ctrl+ / Ctrl− / Ctrl+0</source>
        <translation>Ctrl+ / Ctrl− / Ctrl+0</translation>
    </message>
    <message>
        <source>text larger / smaller / default size</source>
        <translation>texto maior / menor / tamanho padrão</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>focus back to the view; from the view, leave presentation mode</source>
        <translation>devolver o foco à visualização; a partir dela, sair do modo apresentação</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the lesson&apos;s text (the user guide when it has none)</source>
        <translation>o texto da lição (o guia do usuário quando ela não tem texto)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>next / previous control</source>
        <translation>próximo controle / controle anterior</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo / redo a parameter change</source>
        <translation>desfazer / refazer uma alteração de parâmetro</translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>open / save a session</source>
        <translation>abrir / salvar uma sessão</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>export everything to a folder</source>
        <translation>exportar tudo para uma pasta</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Roda do mouse</translation>
    </message>
    <message>
        <source>zoom the view</source>
        <translation>aproximar ou afastar a visualização</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>Arrastar com o botão direito</translation>
    </message>
    <message>
        <source>pan the view</source>
        <translation>deslocar a visualização</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Clique duplo</translation>
    </message>
    <message>
        <source>fit the view</source>
        <translation>ajustar a visualização</translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation>Arrastar com o botão esquerdo</translation>
    </message>
    <message>
        <source>interact where the lesson allows (drag a bob, a particle…)</source>
        <translation>interagir onde a lição permitir (arrastar uma massa, uma partícula…)</translation>
    </message>
    <message>
        <source>Right-click a chart</source>
        <translation>Clique direito em um gráfico</translation>
    </message>
    <message>
        <source>save it as PNG or SVG, or its data as CSV</source>
        <translation>salvá-lo como PNG ou SVG, ou seus dados como CSV</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linha do tempo</translation>
    </message>
    <message>
        <source>drag to go back to any moment; change a parameter there and play to branch the run: the old future stays as a ghost and dashed curves</source>
        <translation>arrastar para voltar a qualquer instante; alterar ali um parâmetro e reproduzir cria uma ramificação da simulação: o futuro antigo fica como fantasma e como curvas tracejadas</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Digitação</translation>
    </message>
    <message>
        <source>In a number field</source>
        <translation>Em um campo numérico</translation>
    </message>
    <message>
        <source>digits are typed, Space still plays; once you type (&quot;0.2 s&quot;, &quot;0,2&quot;), Enter or Tab applies it and Esc drops it</source>
        <translation>os algarismos são digitados, Space continua reproduzindo; depois que você digita (“0.2 s”, “0,2”), Enter ou Tab aplica o valor e Esc o descarta</translation>
    </message>
    <message>
        <source>In a free-text field</source>
        <translation>Em um campo de texto livre</translation>
    </message>
    <message>
        <source>letters and Space are text</source>
        <translation>letras e Space são texto</translation>
    </message>
    <message>
        <source>Parameters marked ↺</source>
        <translation>Parâmetros marcados com ↺</translation>
    </message>
    <message>
        <source>apply on reset; the others apply at once</source>
        <translation>são aplicados ao reiniciar; os demais, imediatamente</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is all this run&apos;s: no other lesson is open.</source>
        <translation>O limite de memória da linha do tempo (%1) é todo desta simulação: nenhuma outra lição está aberta.</translation>
    </message>
    <message>
        <source>The timeline memory budget (%1) is shared by the %n lessons opened: this run has %2; each lesson not on show keeps the keyframes it has, up to %3.</source>
        <translation>O limite de memória da linha do tempo (%1) é dividido entre as %n lições abertas: esta simulação tem %2; cada lição que não está em exibição mantém os quadros-chave que tem, até %3.</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>describe the view: said aloud with View → Speak, and to a screen reader</source>
        <translation>descrever a visualização: falada em voz alta com Exibir → Falar, e para um leitor de tela</translation>
    </message>
</context>
<context>
    <name>pl::Announcer</name>
    <message>
        <source>&amp;Describe the view</source>
        <translation>&amp;Descrever a visualização</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>ParticleLab says its notices aloud, and the view&apos;s description on request (D)</source>
        <translation>O ParticleLab fala seus avisos em voz alta, e a descrição da visualização quando pedida (D)</translation>
    </message>
    <message>
        <source>Say where the run is: the lesson&apos;s state, the time and the key measurements (D)</source>
        <translation>Dizer onde a execução está: o estado da lição, o tempo e as medidas principais (D)</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Falar</translation>
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
        <translation>Tracejado: a simulação antes de %1</translation>
    </message>
    <message>
        <source>Chart: %1</source>
        <translation>Gráfico: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>não foi possível gravar %1</translation>
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
        <translation>Gráfico exibido na célula %1</translation>
    </message>
    <message>
        <source>Choose what this cell shows; double-click a chart to enlarge it</source>
        <translation>Escolha o que esta célula mostra; dê um clique duplo em um gráfico para ampliá-lo.</translation>
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
        <translation>Salvar como PNG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Salvar como SVG…</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Desenho SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Salvar dados como CSV…</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>Dados CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the chart “%1” to %2</source>
        <translation>O gráfico “%1” foi salvo em %2</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>Gráfico não salvo</translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation>Não foi possível salvar o gráfico: %1</translation>
    </message>
</context>
<context>
    <name>pl::DocumentExports</name>
    <message>
        <source>Export &amp;chart…</source>
        <translation>Exportar &amp;gráfico…</translation>
    </message>
    <message>
        <source>Export &amp;view as PNG…</source>
        <translation>Exportar &amp;visualização como PNG…</translation>
    </message>
    <message>
        <source>Export &amp;report (JSON)…</source>
        <translation>Exportar rela&amp;tório (JSON)…</translation>
    </message>
    <message>
        <source>Export &amp;all to folder…</source>
        <translation>Exportar tu&amp;do para uma pasta…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>Exportar &amp;folha de atividades (PDF)…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, parameters, charts and measurements (and in student mode its questions) as a PDF to print</source>
        <translation>O texto da lição, os parâmetros, os gráficos e as medições (e, no modo aluno, as perguntas) em um PDF para imprimir.</translation>
    </message>
    <message>
        <source>Export to sprea&amp;dsheet…</source>
        <translation>Exportar para &amp;planilha…</translation>
    </message>
    <message>
        <source>The charts&apos; data, measurements and parameters as an Excel workbook (.xlsx) with a chart per sheet</source>
        <translation>Os dados dos gráficos, as medições e os parâmetros em uma pasta de trabalho do Excel (.xlsx), com um gráfico por planilha.</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exportar visualização</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export everything to folder</source>
        <translation>Exportar tudo para uma pasta</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2</source>
        <translation>%1 arquivos gravados em %2</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Exportar folha de atividades</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export to spreadsheet</source>
        <translation>Exportar para planilha</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Pasta de trabalho do Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Handout not written</source>
        <translation>Folha de atividades não gravada</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (1 page, %2)</source>
        <translation>Folha de atividades gravada em %1 (1 página, %2)</translation>
    </message>
    <message>
        <source>Wrote the handout to %1 (%2 pages, %3)</source>
        <translation>Folha de atividades gravada em %1 (%2 páginas, %3)</translation>
    </message>
    <message>
        <source>Spreadsheet not written</source>
        <translation>Planilha não gravada</translation>
    </message>
    <message>
        <source>Wrote the workbook to %1</source>
        <translation>Pasta de trabalho gravada em %1</translation>
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
        <translation>Imagem PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Desenho SVG</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>Dados CSV</translation>
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
        <translation>Largura do PNG</translation>
    </message>
    <message>
        <source>1920 px fills a full-HD slide; text is scaled with the width</source>
        <translation>1920 px preenchem um slide Full HD; o texto é dimensionado de acordo com a largura.</translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation>&amp;Largura do PNG:</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Pasta</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Pro&amp;curar…</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exportar para a pasta</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Pasta:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nome do arquivo</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nome do arquivo:</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportado</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>Não há nenhum gráfico para exportar.</translation>
    </message>
    <message>
        <source>Give the file a name.</source>
        <translation>Dê um nome ao arquivo.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>A pasta %1 não existe.</translation>
    </message>
    <message>
        <source>a PNG image of %1 × %2 px</source>
        <translation>uma imagem PNG de %1 × %2 px</translation>
    </message>
    <message>
        <source>an SVG drawing</source>
        <translation>um desenho SVG</translation>
    </message>
    <message>
        <source>the chart&apos;s data as CSV</source>
        <translation>os dados do gráfico em CSV</translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation>%1 gravado em %2</translation>
    </message>
</context>
<context>
    <name>pl::ExportFileDialog</name>
    <message>
        <source>File to write</source>
        <translation>Arquivo a gravar</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Pro&amp;curar…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Escolher o arquivo</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Arquivo:</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Tamanho do papel</translation>
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
        <translation>Teclado e mouse</translation>
    </message>
    <message>
        <source>These keys work wherever the focus is, also in a number field.</source>
        <translation>Estas teclas funcionam onde quer que esteja o foco, inclusive em um campo numérico.</translation>
    </message>
    <message>
        <source>Keys and mouse gestures</source>
        <translation>Teclas e gestos do mouse</translation>
    </message>
    <message>
        <source>Key or gesture</source>
        <translation>Tecla ou gesto</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
</context>
<context>
    <name>pl::LammpsActions</name>
    <message>
        <source>Export to &amp;LAMMPS…</source>
        <translation>Exportar para &amp;LAMMPS…</translation>
    </message>
    <message>
        <source>Run LAMMPS on a deck…</source>
        <translation>Executar o LAMMPS com um arquivo de entrada…</translation>
    </message>
    <message>
        <source>&amp;Import LAMMPS run…</source>
        <translation>I&amp;mportar simulação do LAMMPS…</translation>
    </message>
    <message>
        <source>Export to LAMMPS</source>
        <translation>Exportar para LAMMPS</translation>
    </message>
    <message>
        <source>The lesson &apos;%1&apos; has no LAMMPS export: only lennard-jones and ideal-gas have one.</source>
        <translation>A lição “%1” não tem exportação para LAMMPS: só lennard-jones e ideal-gas têm.</translation>
    </message>
    <message>
        <source>Export to LAMMPS: folder</source>
        <translation>Exportar para LAMMPS: pasta</translation>
    </message>
    <message>
        <source>Export to LAMMPS failed</source>
        <translation>Falha na exportação para LAMMPS</translation>
    </message>
    <message>
        <source>Wrote in.particlelab and particlelab.data to %1.

Run it with:
  cd %1
  lmp -in in.particlelab</source>
        <translation>in.particlelab e particlelab.data foram gravados em %1.

Execute com:
  cd %1
  lmp -in in.particlelab</translation>
    </message>
    <message>
        <source>Exported to LAMMPS</source>
        <translation>Exportado para LAMMPS</translation>
    </message>
    <message>
        <source>

LAMMPS is not installed here (Debian: apt-get install lammps).</source>
        <translation>

O LAMMPS não está instalado neste computador (Debian: apt-get install lammps).</translation>
    </message>
    <message>
        <source>

Run it now?</source>
        <translation>

Executar agora?</translation>
    </message>
    <message>
        <source>Cannot start LAMMPS</source>
        <translation>Não foi possível iniciar o LAMMPS</translation>
    </message>
    <message>
        <source>Run LAMMPS</source>
        <translation>Executar o LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1.</source>
        <translation>O LAMMPS já está em execução em %1.</translation>
    </message>
    <message>
        <source>Run LAMMPS: the folder with in.particlelab</source>
        <translation>Executar o LAMMPS: a pasta com in.particlelab</translation>
    </message>
    <message>
        <source>MPI processes:</source>
        <translation>Processos MPI:</translation>
    </message>
    <message>
        <source>LAMMPS is already running in %1</source>
        <translation>O LAMMPS já está em execução em %1</translation>
    </message>
    <message>
        <source>LAMMPS (lmp) is not installed (Debian: apt-get install lammps)</source>
        <translation>O LAMMPS (lmp) não está instalado (Debian: apt-get install lammps)</translation>
    </message>
    <message>
        <source>%1 has no %2: export a lesson there first</source>
        <translation>%1 não contém %2: exporte uma lição para lá primeiro</translation>
    </message>
    <message>
        <source>no MPI launcher (mpirun or mpiexec) for %1 processes</source>
        <translation>nenhum inicializador MPI (mpirun ou mpiexec) para %1 processos</translation>
    </message>
    <message>
        <source>LAMMPS is starting…</source>
        <translation>O LAMMPS está iniciando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>LAMMPS run</source>
        <translation>Simulação do LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS: step %1 of %2</source>
        <translation>LAMMPS: passo %1 de %2</translation>
    </message>
    <message>
        <source>LAMMPS: step %1</source>
        <translation>LAMMPS: passo %1</translation>
    </message>
    <message>
        <source>LAMMPS run cancelled</source>
        <translation>Simulação do LAMMPS cancelada</translation>
    </message>
    <message>
        <source>LAMMPS failed</source>
        <translation>Falha no LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS stopped with exit code %1 (%2).

%3</source>
        <translation>O LAMMPS parou com o código de saída %1 (%2).

%3</translation>
    </message>
    <message>
        <source>LAMMPS finished</source>
        <translation>LAMMPS concluído</translation>
    </message>
    <message>
        <source>LAMMPS finished in %1. Open the run?</source>
        <translation>O LAMMPS terminou em %1. Abrir a simulação?</translation>
    </message>
    <message>
        <source>Import LAMMPS run: trajectory</source>
        <translation>Importar simulação do LAMMPS: trajetória</translation>
    </message>
    <message>
        <source>LAMMPS dump (*.lammpstrj *.dump dump.*);;All files (*)</source>
        <translation>Dump do LAMMPS (*.lammpstrj *.dump dump.*);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Import LAMMPS run: log (Cancel for none)</source>
        <translation>Importar simulação do LAMMPS: log (Cancelar para nenhum)</translation>
    </message>
    <message>
        <source>LAMMPS log (log.* *.log);;All files (*)</source>
        <translation>Log do LAMMPS (log.* *.log);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cannot import the LAMMPS run</source>
        <translation>Não foi possível importar a simulação do LAMMPS</translation>
    </message>
</context>
<context>
    <name>pl::LessonTextView</name>
    <message>
        <source>Lesson text</source>
        <translation>Texto da lição</translation>
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
        <translation>Parte dos quadros-chave mais antigos das outras lições foi descartada (Editar → Limite de memória da linha do tempo).</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>The run reached its end at t = %1 s. Press Play (Space) to run it again.</source>
        <translation>A simulação chegou ao fim em t = %1 s. Pressione Reproduzir (Space) para executá-la de novo.</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Reprodução</translation>
    </message>
    <message>
        <source>Play / pause the simulation (Space)</source>
        <translation>Reproduzir ou pausar a simulação (Space).</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo à frente</translation>
    </message>
    <message>
        <source>Advance one step, or one stage in step-through mode (S or →)</source>
        <translation>Avançar um passo, ou um estágio no modo passo a passo (S ou →).</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Passo atrás</translation>
    </message>
    <message>
        <source>Go back one step, exactly (←)</source>
        <translation>Voltar exatamente um passo (←).</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Start again from the parameters (R)</source>
        <translation>Começar de novo a partir dos parâmetros (R).</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Modo apresentação</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F11)</source>
        <translation>Tela cheia com texto grande para projetor (F11).</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Velocidade </translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second</source>
        <translation>Segundos simulados por segundo de tempo real</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>E&amp;ditar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
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
        <translation>Limite de &amp;memória da linha do tempo…</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulação</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guia do usuário</translation>
    </message>
    <message>
        <source>How to use ParticleLab, with search (F1 when a lesson has no text)</source>
        <translation>Como usar o ParticleLab, com busca (F1 quando uma lição não tem texto).</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Teclado e mouse</translation>
    </message>
    <message>
        <source>&amp;About ParticleLab</source>
        <translation>&amp;Sobre o ParticleLab</translation>
    </message>
    <message>
        <source>Lesson &amp;text</source>
        <translation>Texto da &amp;lição</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>About this lesson</source>
        <translation>Sobre esta lição</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Medições</translation>
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
        <translation>Medição</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>%1
report.json key: %2</source>
        <translation>%1
chave no report.json: %2</translation>
    </message>
</context>
<context>
    <name>pl::ParameterBox</name>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>Reset (R)</source>
        <translation>Reiniciar (R)</translation>
    </message>
    <message>
        <source>Start again with these parameters</source>
        <translation>Recomeçar com estes parâmetros</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Padrões</translation>
    </message>
    <message>
        <source>Restore every parameter to its default and reset</source>
        <translation>Restaurar cada parâmetro ao seu valor padrão e reiniciar</translation>
    </message>
</context>
<context>
    <name>pl::ParameterPanel</name>
    <message>
        <source>%1, slider</source>
        <translation>%1, controle deslizante</translation>
    </message>
    <message>
        <source>Locked by your teacher (student mode)</source>
        <translation>Bloqueado pelo seu professor (modo aluno)</translation>
    </message>
</context>
<context>
    <name>pl::PresentationMode</name>
    <message>
        <source>Panels</source>
        <translation>Painéis</translation>
    </message>
    <message>
        <source>Unfold the lesson list, text, parameters and measurements</source>
        <translation>Abrir a lista de lições, o texto, os parâmetros e as medições.</translation>
    </message>
</context>
<context>
    <name>pl::RecordDialog</name>
    <message>
        <source>Record video</source>
        <translation>Gravar vídeo</translation>
    </message>
    <message>
        <source>&lt;b&gt;ffmpeg is not installed&lt;/b&gt;, so MP4 and GIF cannot be written. Record a numbered PNG sequence into a folder instead, or install the &lt;i&gt;ffmpeg&lt;/i&gt; package.</source>
        <translation>&lt;b&gt;O ffmpeg não está instalado&lt;/b&gt;, então não é possível gravar MP4 nem GIF. Grave uma sequência numerada de PNG em uma pasta ou instale o pacote &lt;i&gt;ffmpeg&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>File or folder to record to</source>
        <translation>Arquivo ou pasta de destino da gravação</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Record to</source>
        <translation>Gravar em</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>Vídeo MP4 (*.mp4);;GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>Pasta para os quadros PNG</translation>
    </message>
    <message>
        <source>File (.mp4, .gif) or folder</source>
        <translation>Arquivo (.mp4, .gif) ou pasta</translation>
    </message>
    <message>
        <source> s simulated</source>
        <translation> s simulados</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Quadros por segundo</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>Largura (px)</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>Altura (px)</translation>
    </message>
    <message>
        <source>Size (px)</source>
        <translation>Tamanho (px)</translation>
    </message>
    <message>
        <source>Charts beside the view</source>
        <translation>Gráficos ao lado da visualização</translation>
    </message>
</context>
<context>
    <name>pl::SceneView</name>
    <message>
        <source>Simulation view</source>
        <translation>Visualização da simulação</translation>
    </message>
    <message>
        <source>Drag to pan (right button), wheel to zoom, double-click to fit.
Left-click and drag to interact where the lesson allows it.</source>
        <translation>Arraste com o botão direito para deslocar, use a roda do mouse para aproximar ou afastar e dê um clique duplo para ajustar.
Clique com o botão esquerdo e arraste para interagir onde a lição permitir.</translation>
    </message>
    <message>
        <source>ghost (faint): %1</source>
        <translation>fantasma (esmaecido): %1</translation>
    </message>
</context>
<context>
    <name>pl::SessionActions</name>
    <message>
        <source>&amp;Open session or scene…</source>
        <translation>&amp;Abrir sessão ou cena…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>&amp;Salvar sessão</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Salvar sessão &amp;como…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Open s&amp;cene…</source>
        <translation>Abrir c&amp;ena…</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Abrir cena</translation>
    </message>
    <message>
        <source>Scene files (*.json)</source>
        <translation>Arquivos de cena (*.json)</translation>
    </message>
    <message>
        <source>Save as &amp;scene…</source>
        <translation>Salvar como ce&amp;na…</translation>
    </message>
    <message>
        <source>Cannot save as scene</source>
        <translation>Não foi possível salvar como cena</translation>
    </message>
    <message>
        <source>This lesson is not made of particles and links. Scenes can be saved from the springs, xpbd, soft-body and bouncing lessons and from scenes.</source>
        <translation>Esta lição não é formada por partículas e ligações. É possível salvar cenas a partir das lições springs, xpbd, soft-body e bouncing e a partir de cenas.</translation>
    </message>
    <message>
        <source>Save as scene</source>
        <translation>Salvar como cena</translation>
    </message>
    <message>
        <source>Saved the scene to %1</source>
        <translation>Cena salva em %1</translation>
    </message>
    <message>
        <source>&amp;Record video…</source>
        <translation>Gravar víde&amp;o…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sessão</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Não foi possível abrir a sessão</translation>
    </message>
    <message>
        <source>%1 was not opened: the run on show is kept</source>
        <translation>%1 não foi aberto: a simulação em exibição foi mantida</translation>
    </message>
    <message>
        <source>Opened %1 (t = %2 s)</source>
        <translation>%1 aberto (t = %2 s)</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Não foi possível salvar a sessão</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Salvar sessão</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>Não foi possível abrir a cena</translation>
    </message>
    <message>
        <source>Unsaved runs</source>
        <translation>Simulações não salvas</translation>
    </message>
    <message>
        <source>These runs are not saved:

%1

Save them before closing?</source>
        <translation>Estas simulações não foram salvas:

%1

Salvá-las antes de fechar?</translation>
    </message>
    <message>
        <source>The run of “%1” has changes that are not saved. Opening %2 replaces it.

Save the run first?</source>
        <translation>A simulação de “%1” tem alterações não salvas. Abrir %2 vai substituí-la.

Salvar a simulação primeiro?</translation>
    </message>
    <message>
        <source>Unsaved run</source>
        <translation>Simulação não salva</translation>
    </message>
    <message numerus="yes">
        <source>ParticleLab was not closed properly last time. It had saved %n run(s) automatically. Open them again?</source>
        <translation>
            <numerusform>O ParticleLab não foi fechado corretamente da última vez. Ele havia salvado %n simulação automaticamente. Abri-la de novo?</numerusform>
            <numerusform>O ParticleLab não foi fechado corretamente da última vez. Ele havia salvado %n simulações automaticamente. Abri-las de novo?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore runs?</source>
        <translation>Restaurar simulações?</translation>
    </message>
    <message>
        <source>Timeline memory budget</source>
        <translation>Limite de memória da linha do tempo</translation>
    </message>
    <message>
        <source>Memory for the keyframes of every lesson&apos;s run this sitting (MB), shared between the lessons opened: the lesson on show has at least half, each other keeps what it has up to an equal part of the rest. When a run&apos;s share is full, every other keyframe is dropped: going back then replays a little more.</source>
        <translation>Memória para os quadros-chave da simulação de cada lição nesta sessão de trabalho (MB), dividida entre as lições abertas: a lição em exibição tem pelo menos a metade, e cada uma das outras mantém o que tem, até uma parte igual do restante. Quando a parte de uma simulação se esgota, um a cada dois quadros-chave é descartado: voltar no tempo passa então a recalcular um pouco mais.</translation>
    </message>
    <message>
        <source>Cannot record</source>
        <translation>Não foi possível gravar</translation>
    </message>
    <message>
        <source>ffmpeg is not installed: give a folder to record a PNG sequence into.</source>
        <translation>O ffmpeg não está instalado: indique uma pasta para gravar uma sequência de PNG.</translation>
    </message>
    <message>
        <source>Recording failed</source>
        <translation>Falha na gravação</translation>
    </message>
    <message>
        <source>Recording %1…</source>
        <translation>Gravando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation>%1 quadros gravados em %2</translation>
    </message>
</context>
<context>
    <name>pl::Sitting</name>
    <message>
        <source>Simulation error</source>
        <translation>Erro de simulação</translation>
    </message>
    <message>
        <source>Something went wrong while %1: %2</source>
        <translation>Ocorreu um erro (%1): %2</translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation>Não foi possível reiniciar</translation>
    </message>
    <message>
        <source>Invalid parameter</source>
        <translation>Parâmetro inválido</translation>
    </message>
    <message>
        <source>%1 is locked in student mode.</source>
        <translation>%1 está bloqueado no modo aluno.</translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation>Nenhuma lição está aberta.</translation>
    </message>
    <message>
        <source>%1: cannot be saved (%2)</source>
        <translation>%1: não foi possível salvar (%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2)</source>
        <translation>%1: não foi possível abrir (%2)</translation>
    </message>
    <message>
        <source>Autosave failed: no folder for it in %1</source>
        <translation>Falha no salvamento automático: não há pasta para ele em %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falha no salvamento automático: %1</translation>
    </message>
</context>
<context>
    <name>pl::StatusLine</name>
    <message>
        <source>Simulated time</source>
        <translation>Tempo simulado</translation>
    </message>
    <message>
        <source>  t = %1 s</source>
        <translation>  t = %1 s</translation>
    </message>
    <message>
        <source>Changed parameters apply on reset — press R</source>
        <translation>Os parâmetros alterados são aplicados ao reiniciar: pressione R</translation>
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
        <translation>Perguntas</translation>
    </message>
    <message>
        <source> — student mode</source>
        <translation> — modo aluno</translation>
    </message>
    <message>
        <source>Student mode: the controls your teacher left open are shown.</source>
        <translation>Modo aluno: são exibidos os controles que seu professor deixou disponíveis.</translation>
    </message>
    <message>
        <source>Question %1: %2</source>
        <translation>Pergunta %1: %2</translation>
    </message>
</context>
<context>
    <name>pl::StudentPanel</name>
    <message>
        <source>&lt;b&gt;Student mode&lt;/b&gt; — some controls are locked or hidden by your teacher.</source>
        <translation>&lt;b&gt;Modo aluno&lt;/b&gt;: alguns controles foram bloqueados ou ocultados pelo seu professor.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Seu nome:</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>sua resposta</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Salvar respostas…</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>Salvar respostas</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tabela CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Não foi possível salvar</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>Digite um número.</translation>
    </message>
    <message>
        <source>✓ within tolerance</source>
        <translation>✓ dentro da tolerância</translation>
    </message>
    <message>
        <source>✗ not within tolerance — look again</source>
        <translation>✗ fora da tolerância: confira de novo</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não foi possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>pl::StudyImageView</name>
    <message>
        <source>Study chart: %1</source>
        <translation>Gráfico do estudo: %1</translation>
    </message>
</context>
<context>
    <name>pl::StudyProgress</name>
    <message>
        <source>Study progress</source>
        <translation>Progresso do estudo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the background study</source>
        <translation>Cancelar o estudo em segundo plano</translation>
    </message>
</context>
<context>
    <name>pl::TextScale</name>
    <message>
        <source>Text si&amp;ze</source>
        <translation>T&amp;amanho do texto</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Aumentar</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Diminuir</translation>
    </message>
    <message>
        <source>&amp;Default size</source>
        <translation>Tamanho &amp;padrão</translation>
    </message>
</context>
<context>
    <name>pl::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation>Linha do tempo</translation>
    </message>
    <message>
        <source>One step back (←): the exact state of the previous step</source>
        <translation>Um passo atrás (←): o estado exato do passo anterior.</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Passo atrás</translation>
    </message>
    <message>
        <source>Time in the run</source>
        <translation>Tempo na simulação</translation>
    </message>
    <message>
        <source>Drag to go back to any moment of the run. Change a parameter there and play: the run branches, and the old future stays as a ghost.</source>
        <translation>Arraste para voltar a qualquer instante da simulação. Altere ali um parâmetro e reproduza: a simulação se ramifica, e o futuro antigo fica como fantasma.</translation>
    </message>
    <message>
        <source>Time on show / end of the recorded run</source>
        <translation>Tempo em exibição / fim da simulação gravada</translation>
    </message>
    <message>
        <source>Branches</source>
        <translation>Ramificações</translation>
    </message>
    <message>
        <source>Runs abandoned by changing something in the past: show one as a ghost, or drop it</source>
        <translation>Simulações abandonadas ao alterar algo no passado: mostre uma como fantasma ou descarte-a.</translation>
    </message>
    <message>
        <source>Timeline memory</source>
        <translation>Memória da linha do tempo</translation>
    </message>
    <message>
        <source>Memory the run&apos;s keyframes use, and this run&apos;s budget (click to change). Older keyframes are thinned when the budget is reached.</source>
        <translation>Memória usada pelos quadros-chave da simulação e o limite desta simulação (clique para alterar). Ao atingir o limite, parte dos quadros-chave mais antigos é descartada.</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>t = %1 s of %2 s (replay)</source>
        <translation>t = %1 s de %2 s (reprodução)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Branches (%1)</source>
        <translation>Ramificações (%1)</translation>
    </message>
    <message>
        <source>None yet: go back on the timeline, change a parameter, play</source>
        <translation>Nenhuma ainda: volte na linha do tempo, altere um parâmetro e reproduza</translation>
    </message>
    <message>
        <source>Show as ghost</source>
        <translation>Mostrar como fantasma</translation>
    </message>
    <message>
        <source>Drop this branch</source>
        <translation>Descartar esta ramificação</translation>
    </message>
</context>
<context>
    <name>pl::UserGuideWindow</name>
    <message>
        <source>ParticleLab — User guide</source>
        <translation>ParticleLab — Guia do usuário</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guia do usuário</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Voltar à página anterior</translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation>Buscar no guia (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Buscar no guia</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Ocorrência anterior</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Ocorrência anterior (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próxima</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Próxima ocorrência</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Próxima ocorrência (Enter, F3)</translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation>Texto do guia do usuário</translation>
    </message>
    <message>
        <source>“%1” is not part of the guide in the program; it is in the docs folder of ParticleLab&apos;s source.</source>
        <translation>“%1” não faz parte do guia incluído no programa; está na pasta docs do código-fonte do ParticleLab.</translation>
    </message>
    <message>
        <source>This page has no section “%1”.</source>
        <translation>Esta página não tem nenhuma seção “%1”.</translation>
    </message>
    <message>
        <source>No match for “%1” on this page.</source>
        <translation>Nenhuma ocorrência de “%1” nesta página.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 ocorrência</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 ocorrências</translation>
    </message>
</context>
<context>
    <name>pl::Voice</name>
    <message>
        <source>No speech engine is installed, so ParticleLab stays silent. Installing qt6-speech-flite-plugin or speech-dispatcher gives it a voice; a screen reader reads the same notices.</source>
        <translation>Nenhum mecanismo de fala está instalado, então o ParticleLab fica em silêncio. Instalar qt6-speech-flite-plugin ou speech-dispatcher lhe dá voz; um leitor de tela lê os mesmos avisos.</translation>
    </message>
    <message>
        <source>The speech engine failed, so ParticleLab stays silent.</source>
        <translation>O mecanismo de fala falhou, então o ParticleLab fica em silêncio.</translation>
    </message>
</context>
</TS>
