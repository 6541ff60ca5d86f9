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
    <name>ChartDescription</name>
    <message numerus="yes">
        <source>%1: %n points, the last at x = %2: %3%4</source>
        <translation>
            <numerusform>%1: %n pontos, o último em x = %2: %3%4</numerusform>
            <numerusform>%1: %n pontos, o último em x = %2: %3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now at x = %2%3, y = %4%5</source>
        <translation>%1 agora em x = %2%3, y = %4%5</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>estável</translation>
    </message>
    <message>
        <source>rising</source>
        <translation>em alta</translation>
    </message>
    <message>
        <source>falling</source>
        <translation>em queda</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, as at the start</source>
        <translation>%1 %2, agora %3%4, como no início</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 above the start</source>
        <translation>%1 %2, agora %3%4, %5%4 acima do início</translation>
    </message>
    <message>
        <source>%1 %2, now %3%4, %5%4 below the start</source>
        <translation>%1 %2, agora %3%4, %5%4 abaixo do início</translation>
    </message>
    <message>
        <source>%1: one point, at x = %2: %3%4</source>
        <translation>%1: um ponto, em x = %2: %3%4</translation>
    </message>
</context>
<context>
    <name>FileWriting</name>
    <message>
        <source>the data could not be written</source>
        <translation>não foi possível gravar os dados</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>nenhum nome de arquivo informado</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>não foi possível gravar %1: é uma pasta</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>não foi possível gravar %1: a pasta %2 não existe</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is empty</source>
        <translation>a imagem &apos;%1&apos; está vazia</translation>
    </message>
    <message>
        <source>frame rate %1 is outside 1 to 240 frames/s</source>
        <translation>a taxa de %1 quadros/s está fora do intervalo de 1 a 240</translation>
    </message>
    <message>
        <source>frame size %1×%2 is outside 16×16 to 7680×4320</source>
        <translation>o tamanho de quadro %1×%2 está fora do intervalo de 16×16 a 7680×4320</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>não foi possível criar a pasta %1</translation>
    </message>
    <message>
        <source>ffmpeg is not installed, so %1 cannot be written (install the ffmpeg package, or record a PNG sequence into a folder instead)</source>
        <translation>o ffmpeg não está instalado, então %1 não pode ser gravado (instale o pacote ffmpeg ou, em vez disso, grave uma sequência de imagens PNG numa pasta)</translation>
    </message>
    <message>
        <source>cannot start %1</source>
        <translation>não foi possível iniciar %1</translation>
    </message>
    <message>
        <source>ffmpeg does not take more frames: %1</source>
        <translation>o ffmpeg não aceita mais quadros: %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped: %1</source>
        <translation>o ffmpeg parou: %1</translation>
    </message>
    <message>
        <source>ffmpeg could not write %1: %2</source>
        <translation>o ffmpeg não conseguiu gravar %1: %2</translation>
    </message>
    <message>
        <source>the export directory is empty</source>
        <translation>a pasta de exportação não foi informada</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is a file, not a directory</source>
        <translation>a pasta de exportação &apos;%1&apos; é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>cannot create export directory &apos;%1&apos;: %2</source>
        <translation>não foi possível criar a pasta de exportação &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is not writable: %2</source>
        <translation>não é possível gravar na pasta de exportação &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the lock file could not be created</source>
        <translation>não foi possível criar o arquivo de bloqueio</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; is in use by another particlelab run (process %2); wait for it or choose another folder</source>
        <translation>a pasta de exportação &apos;%1&apos; está em uso por outra execução do ParticleLab (processo %2); aguarde o término ou escolha outra pasta</translation>
    </message>
    <message>
        <source>export directory &apos;%1&apos; cannot be locked for writing (%2)</source>
        <translation>a pasta de exportação &apos;%1&apos; não pode ser bloqueada para gravação (%2)</translation>
    </message>
    <message>
        <source>cannot write into export directory &apos;%1&apos;: %2</source>
        <translation>não foi possível gravar na pasta de exportação &apos;%1&apos;: %2</translation>
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
    <name>LocalNumbers</name>
    <message>
        <source>not a number</source>
        <translation>não é um número</translation>
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
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Reduzir &amp;movimento</translation>
    </message>
    <message>
        <source>Stop decorative animation (sliding panels and menus, a blinking cursor); the simulation still plays</source>
        <translation>Parar as animações decorativas (painéis e menus que deslizam, um cursor piscando); a simulação continua</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number here: decimals are written with a point, as in %2</source>
        <translation>“%1” não é um número aqui: os decimais são escritos com ponto, como em %2</translation>
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
    <name>bouncing</name>
    <message>
        <source>Restitutions: give at least one value between 0 and 1, e.g. 0.9,0.8,0.6.</source>
        <translation>Coeficientes de restituição: informe ao menos um valor entre 0 e 1, p. ex. 0.9,0.8,0.6.</translation>
    </message>
    <message>
        <source>Restitutions: at most 8 balls.</source>
        <translation>Coeficientes de restituição: no máximo 8 bolas.</translation>
    </message>
    <message>
        <source>Restitutions r</source>
        <translation>Coeficientes de restituição r</translation>
    </message>
    <message>
        <source>One ball per value (0 … 1), comma-separated, on the floor and on the tilted plane.</source>
        <translation>Uma bola por valor (0 … 1), separados por vírgulas, no chão e no plano inclinado.</translation>
    </message>
    <message>
        <source>Drop height h</source>
        <translation>Altura de queda h</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of each floor ball at t = 0.</source>
        <translation>Distância entre o chão e a base de cada bola do chão em t = 0.</translation>
    </message>
    <message>
        <source>Plane tilt θ</source>
        <translation>Inclinação do plano θ</translation>
    </message>
    <message>
        <source>Angle of the tilted plane to the floor.</source>
        <translation>Ângulo do plano inclinado em relação ao chão.</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>Atrito μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of floor and plane.</source>
        <translation>Coeficiente de atrito de Coulomb do chão e do plano.</translation>
    </message>
    <message>
        <source>Ball radius</source>
        <translation>Raio da bola</translation>
    </message>
    <message>
        <source>Radius of every ball.</source>
        <translation>Raio de cada bola.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Frame step of symplectic Euler; split into the substeps.</source>
        <translation>Passo de quadro do Euler simplético; dividido nos subpassos.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Subpassos</translation>
    </message>
    <message>
        <source>Substeps per frame: contacts are resolved in each.</source>
        <translation>Subpassos por quadro: os contatos são resolvidos em cada um.</translation>
    </message>
    <message>
        <source>Height of successive bounces (floor balls)</source>
        <translation>Altura dos quiques sucessivos (bolas do chão)</translation>
    </message>
    <message>
        <source>bounce n</source>
        <translation>quique n</translation>
    </message>
    <message>
        <source>bounce height h_n</source>
        <translation>altura do quique h_n</translation>
    </message>
    <message>
        <source>Energy of all balls</source>
        <translation>Energia de todas as bolas</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>Kinetic</source>
        <translation>Cinética</translation>
    </message>
    <message>
        <source>Gravitational</source>
        <translation>Gravitacional</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Mean ratio of successive bounce heights h_{n+1}/h_n</source>
        <translation>Razão média das alturas de quiques sucessivos h_{n+1}/h_n</translation>
    </message>
    <message>
        <source>Expected ratio r²</source>
        <translation>Razão esperada r²</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Energia potencial gravitacional (0 em y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energia total</translation>
    </message>
    <message>
        <source>Expected first bounce h r² (dashed)</source>
        <translation>Primeiro quique esperado h r² (tracejado)</translation>
    </message>
    <message>
        <source>Bouncing balls</source>
        <translation>Bolas quicando</translation>
    </message>
    <message>
        <source>Saved from the bouncing lesson: the balls above the floor. A scene&apos;s wall has one restitution for every ball.</source>
        <translation>Salvo a partir da lição de bolas quicando: as bolas acima do chão. Uma parede de cena tem uma única restituição para todas as bolas.</translation>
    </message>
    <message>
        <source>Bouncing balls: restitution and friction</source>
        <translation>Bolas quicando: restituição e atrito</translation>
    </message>
    <message>
        <source>Balls of different restitution bounce to heights h·r²ⁿ on a floor and a tilted plane.</source>
        <translation>Bolas de coeficientes de restituição diferentes quicam até alturas h·r²ⁿ em um chão e um plano inclinado.</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s   plane tilt %3°</source>
        <translation>t = %1   Δt = %2 s   inclinação do plano %3°</translation>
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
        <translation>Bolas quicando: a simulação divergiu em t = %1 s.</translation>
    </message>
    <message>
        <source>No balls on the floor.</source>
        <translation>Nenhuma bola no chão.</translation>
    </message>
    <message>
        <source>Ball of restitution %1: %2 m above the floor, bounces so far %3; total energy %4 J.</source>
        <translation>Bola de restituição %1: a %2 m acima do chão, quiques até agora %3; energia total %4 J.</translation>
    </message>
    <message numerus="yes">
        <source>%n balls. Restitution %1: %2 m above the floor, bounces so far %3; restitution %4: %5 m above the floor, bounces so far %6. Total energy %7 J.</source>
        <translation>
            <numerusform>%n bolas. Restituição %1: a %2 m acima do chão, quiques até agora %3; restituição %4: a %5 m acima do chão, quiques até agora %6. Energia total %7 J.</numerusform>
            <numerusform>%n bolas. Restituição %1: a %2 m acima do chão, quiques até agora %3; restituição %4: a %5 m acima do chão, quiques até agora %6. Energia total %7 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>no bounce yet for %1</source>
        <translation>ainda sem quique para %1</translation>
    </message>
    <message>
        <source>the run diverged at t = %1 s</source>
        <translation>a simulação divergiu em t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower Δt.</source>
        <translation>A simulação divergiu em t = %1 s: reduza Δt.</translation>
    </message>
    <message>
        <source>Restitutions: &quot;%1&quot; is not a number between 0 and 1.</source>
        <translation>Coeficientes de restituição: &quot;%1&quot; não é um número entre 0 e 1.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>o tempo deve ser um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the state must have the bounces of %1 balls</source>
        <translation>o estado deve ter os quiques de %1 bolas</translation>
    </message>
    <message>
        <source>a ball&apos;s bounce heights must be finite numbers, starting with its drop height</source>
        <translation>as alturas dos quiques de uma bola devem ser números finitos, começando pela altura de queda</translation>
    </message>
    <message>
        <source>a ball&apos;s mass is not the mass every ball has</source>
        <translation>a massa de uma bola não é a massa que toda bola tem</translation>
    </message>
</context>
<context>
    <name>brownian</name>
    <message>
        <source>Small disks</source>
        <translation>Discos pequenos</translation>
    </message>
    <message>
        <source>Number of small disks (radius 0.5 m, mass 1 kg).</source>
        <translation>Número de discos pequenos (raio 0,5 m, massa 1 kg).</translation>
    </message>
    <message>
        <source>Big disk radius R</source>
        <translation>Raio do disco grande R</translation>
    </message>
    <message>
        <source>Radius of the Brownian disk.</source>
        <translation>Raio do disco browniano.</translation>
    </message>
    <message>
        <source>Big disk mass M</source>
        <translation>Massa do disco grande M</translation>
    </message>
    <message>
        <source>Mass of the Brownian disk.</source>
        <translation>Massa do disco browniano.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>kT of the small disks.</source>
        <translation>kT dos discos pequenos.</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Lado da caixa</translation>
    </message>
    <message>
        <source>Side of the square box.</source>
        <translation>Lado da caixa quadrada.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Gas of small disks</source>
        <translation>Gás de discos pequenos</translation>
    </message>
    <message>
        <source>Langevin equation (big disk alone)</source>
        <translation>Equação de Langevin (disco grande sozinho)</translation>
    </message>
    <message>
        <source>Simulate every small disk, or only their average effect.</source>
        <translation>Simular cada disco pequeno, ou apenas o efeito médio deles.</translation>
    </message>
    <message>
        <source>Mean squared displacement of the big disk</source>
        <translation>Deslocamento quadrático médio do disco grande</translation>
    </message>
    <message>
        <source>lag time t</source>
        <translation>tempo de defasagem t</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Fit, long times</source>
        <translation>Ajuste, tempos longos</translation>
    </message>
    <message>
        <source>Langevin</source>
        <translation>Langevin</translation>
    </message>
    <message>
        <source>Big disk position</source>
        <translation>Posição do disco grande</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posição</translation>
    </message>
    <message>
        <source>Diffusion coefficient D (fit of MSD = 4Dt)</source>
        <translation>Coeficiente de difusão D (ajuste de MSD = 4Dt)</translation>
    </message>
    <message>
        <source>R² of the MSD fit</source>
        <translation>R² do ajuste do MSD</translation>
    </message>
    <message>
        <source>Kinetic theory D = kT/γ</source>
        <translation>Teoria cinética D = kT/γ</translation>
    </message>
    <message>
        <source>Friction γ = n R √(8π m kT)</source>
        <translation>Atrito γ = n R √(8π m kT)</translation>
    </message>
    <message>
        <source>Momentum relaxation time M/γ</source>
        <translation>Tempo de relaxação do momento M/γ</translation>
    </message>
    <message>
        <source>Brownian disk</source>
        <translation>Disco browniano</translation>
    </message>
    <message>
        <source>Langevin mode: gas replaced by −γv + noise</source>
        <translation>Modo Langevin: gás substituído por −γv + ruído</translation>
    </message>
    <message>
        <source>Brownian motion: a heavy disk in a gas</source>
        <translation>Movimento browniano: um disco pesado em um gás</translation>
    </message>
    <message>
        <source>A big disk kicked by many small ones wanders; its mean squared displacement grows linearly in time, MSD = 4Dt.</source>
        <translation>Um disco grande atingido por muitos pequenos vagueia; seu deslocamento quadrático médio cresce linearmente com o tempo, MSD = 4Dt.</translation>
    </message>
    <message>
        <source>MSD</source>
        <translation>MSD</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s</source>
        <translation>t = %1 s   teoria cinética D = kT/γ = %2 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box</source>
        <translation>t = %1 s   teoria cinética D = kT/γ = %2 m²/s   vista: %3 m da caixa de %4 m</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   fitted D = %5 m²/s</source>
        <translation>t = %1 s   teoria cinética D = kT/γ = %2 m²/s   D ajustado = %5 m²/s</translation>
    </message>
    <message>
        <source>t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box   fitted D = %5 m²/s</source>
        <translation>t = %1 s   teoria cinética D = kT/γ = %2 m²/s   vista: %3 m da caixa de %4 m   D ajustado = %5 m²/s</translation>
    </message>
    <message>
        <source>Brownian disk: the run diverged at t = %1 s.</source>
        <translation>Disco browniano: a simulação divergiu em t = %1 s.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started; kinetic theory gives D = %2 m²/s. No mean squared displacement yet.</source>
        <translation>O disco grande está a %1 m de onde começou; a teoria cinética dá D = %2 m²/s. Ainda não há deslocamento quadrático médio.</translation>
    </message>
    <message>
        <source>The big disk is %1 m from where it started. Mean squared displacement %2 m² at a lag of %3 s, against 4Dt = %4 m² with kinetic theory&apos;s D = %5 m²/s.</source>
        <translation>O disco grande está a %1 m de onde começou. Deslocamento quadrático médio %2 m² com um atraso de %3 s, contra 4Dt = %4 m² com o D da teoria cinética = %5 m²/s.</translation>
    </message>
    <message>
        <source>parameters &apos;big_radius&apos; and &apos;box_size&apos;: the big disk (diameter %1 m) must be smaller than half the box side (%2 m).</source>
        <translation>parâmetros &apos;big_radius&apos; e &apos;box_size&apos;: o disco grande (diâmetro %1 m) deve ser menor que a metade do lado da caixa (%2 m).</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;box_size&apos;: the small disks do not fit: %1 disks of diameter 1 m in a %2 m box. Use fewer disks or a larger box.</source>
        <translation>parâmetros &apos;count&apos; e &apos;box_size&apos;: os discos pequenos não cabem: %1 discos de 1 m de diâmetro em uma caixa de %2 m. Use menos discos ou uma caixa maior.</translation>
    </message>
    <message>
        <source>fit over lag times %1 … %2 s, R² = %3</source>
        <translation>ajuste sobre os atrasos %1 … %2 s, R² = %3</translation>
    </message>
    <message>
        <source>the run is still too short: the fit starts at lag %1 s and needs a run four times as long as its lags</source>
        <translation>a simulação ainda é curta demais: o ajuste começa no atraso %1 s e precisa de uma simulação quatro vezes mais longa que os seus atrasos</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a position or velocity is no longer finite. Reset.</source>
        <translation>A simulação divergiu em t = %1 s: uma posição ou velocidade não é mais finita. Reinicie.</translation>
    </message>
    <message>
        <source>the state has %1 disks where the parameters place %2</source>
        <translation>o estado tem %1 discos onde os parâmetros colocam %2</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>o tempo e o número de passos devem ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>the sampling of the mean squared displacement is damaged</source>
        <translation>a amostragem do deslocamento quadrático médio está danificada</translation>
    </message>
    <message>
        <source>the big disk&apos;s position, velocity or path is not finite</source>
        <translation>a posição, a velocidade ou a trajetória do disco grande não é finita</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the next sample is not due within one sampling interval</source>
        <translation>a próxima amostra não está prevista dentro de um intervalo de amostragem</translation>
    </message>
    <message>
        <source>the sums of the mean squared displacement are not finite numbers ≥ 0</source>
        <translation>as somas do deslocamento quadrático médio não são números finitos ≥ 0</translation>
    </message>
    <message>
        <source>a lag time or mean squared displacement is not a finite number ≥ 0</source>
        <translation>um tempo de defasagem ou um deslocamento quadrático médio não é um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the fit of the mean squared displacement is not a finite line</source>
        <translation>o ajuste do deslocamento quadrático médio não é uma reta finita</translation>
    </message>
</context>
<context>
    <name>double-pendulum</name>
    <message>
        <source>Implicit midpoint on (θ, p) (symplectic)</source>
        <translation>Ponto médio implícito em (θ, p) (simplético)</translation>
    </message>
    <message>
        <source>Mass m₁</source>
        <translation>Massa m₁</translation>
    </message>
    <message>
        <source>Mass of the upper bob.</source>
        <translation>Massa da massa superior.</translation>
    </message>
    <message>
        <source>Mass m₂</source>
        <translation>Massa m₂</translation>
    </message>
    <message>
        <source>Mass of the lower bob.</source>
        <translation>Massa da massa inferior.</translation>
    </message>
    <message>
        <source>Length L₁</source>
        <translation>Comprimento L₁</translation>
    </message>
    <message>
        <source>Rod from the pivot to the upper bob.</source>
        <translation>Haste do pivô até a massa superior.</translation>
    </message>
    <message>
        <source>Length L₂</source>
        <translation>Comprimento L₂</translation>
    </message>
    <message>
        <source>Rod from the upper to the lower bob.</source>
        <translation>Haste da massa superior até a inferior.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Gravidade g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Aceleração da gravidade.</translation>
    </message>
    <message>
        <source>Initial angle θ₁</source>
        <translation>Ângulo inicial θ₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angle from the downward vertical (drag the upper bob).</source>
        <translation>Ângulo da haste superior em relação à vertical para baixo (arraste a massa superior).</translation>
    </message>
    <message>
        <source>Initial angle θ₂</source>
        <translation>Ângulo inicial θ₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angle from the downward vertical (drag the lower bob).</source>
        <translation>Ângulo da haste inferior em relação à vertical para baixo (arraste a massa inferior).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₁</source>
        <translation>Velocidade angular inicial ω₁</translation>
    </message>
    <message>
        <source>Upper rod&apos;s angular velocity at t = 0.</source>
        <translation>Velocidade angular da haste superior em t = 0.</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₂</source>
        <translation>Velocidade angular inicial ω₂</translation>
    </message>
    <message>
        <source>Lower rod&apos;s angular velocity at t = 0.</source>
        <translation>Velocidade angular da haste inferior em t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>Time integrator of every copy.</source>
        <translation>Integrador temporal de cada cópia.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Tamanho do passo do integrador. Vale durante a simulação.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Cópias</translation>
    </message>
    <message>
        <source>Pendulums started with θ₁ differing by δ from one to the next.</source>
        <translation>Pêndulos iniciados com θ₁ diferindo de δ de um para o próximo.</translation>
    </message>
    <message>
        <source>Offset δ</source>
        <translation>Deslocamento δ</translation>
    </message>
    <message>
        <source>Difference in the starting θ₁ between neighbouring copies.</source>
        <translation>Diferença no θ₁ inicial entre cópias vizinhas.</translation>
    </message>
    <message>
        <source>Flip map grid</source>
        <translation>Grade do mapa de viradas</translation>
    </message>
    <message>
        <source>Cells per side of the flip map (200 → 200 × 200 starts).</source>
        <translation>Células por lado do mapa de viradas (200 → 200 × 200 inícios).</translation>
    </message>
    <message>
        <source>Flip map time limit</source>
        <translation>Limite de tempo do mapa de viradas</translation>
    </message>
    <message>
        <source>Simulated time per start of the flip map; later flips are not seen.</source>
        <translation>Tempo simulado por início do mapa de viradas; viradas posteriores não são vistas.</translation>
    </message>
    <message>
        <source>Flip map time step</source>
        <translation>Passo de tempo do mapa de viradas</translation>
    </message>
    <message>
        <source>RK4 step of the flip map.</source>
        <translation>Passo RK4 do mapa de viradas.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>energia E</translation>
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
        <translation>Separação das duas primeiras cópias</translation>
    </message>
    <message>
        <source>separation d</source>
        <translation>separação d</translation>
    </message>
    <message>
        <source>rad, rad/s</source>
        <translation>rad, rad/s</translation>
    </message>
    <message>
        <source>Separation d</source>
        <translation>Separação d</translation>
    </message>
    <message>
        <source>Fit d₀e^{λt}</source>
        <translation>Ajuste d₀e^{λt}</translation>
    </message>
    <message>
        <source>θ₁–θ₂ (first copy)</source>
        <translation>θ₁–θ₂ (primeira cópia)</translation>
    </message>
    <message>
        <source>angle θ₁ (wrapped)</source>
        <translation>ângulo θ₁ (reduzido a ±180°)</translation>
    </message>
    <message>
        <source>angle θ₂ (wrapped)</source>
        <translation>ângulo θ₂ (reduzido a ±180°)</translation>
    </message>
    <message>
        <source>Trajectory</source>
        <translation>Trajetória</translation>
    </message>
    <message>
        <source>θ₂–ω₂ (first copy)</source>
        <translation>θ₂–ω₂ (primeira cópia)</translation>
    </message>
    <message>
        <source>angular velocity ω₂</source>
        <translation>velocidade angular ω₂</translation>
    </message>
    <message>
        <source>State [θ₁, θ₂, ω₁, ω₂] of the first copy</source>
        <translation>Estado [θ₁, θ₂, ω₁, ω₂] da primeira cópia</translation>
    </message>
    <message>
        <source>the last finite state before the run diverged</source>
        <translation>o último estado finito antes de a simulação divergir</translation>
    </message>
    <message>
        <source>Energy E (first copy)</source>
        <translation>Energia E (primeira cópia)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa da energia (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>o pêndulo começa em repouso embaixo (E₀ = 0)</translation>
    </message>
    <message>
        <source>Largest Lyapunov exponent estimate λ</source>
        <translation>Estimativa do maior expoente de Lyapunov λ</translation>
    </message>
    <message>
        <source>needs at least two copies</source>
        <translation>precisa de ao menos duas cópias</translation>
    </message>
    <message>
        <source>needs ten separation samples (0.1 s of running)</source>
        <translation>precisa de dez amostras de separação (0,1 s de simulação)</translation>
    </message>
    <message>
        <source>First copy</source>
        <translation>Primeira cópia</translation>
    </message>
    <message>
        <source>Copies with θ₁ + kδ</source>
        <translation>Cópias com θ₁ + kδ</translation>
    </message>
    <message>
        <source>Compute flip map</source>
        <translation>Calcular o mapa de viradas</translation>
    </message>
    <message>
        <source>Time until a rod first flips, over a grid of starting angles (θ₁, θ₂) from rest: RK4 on both cores. Grid, time limit and step are the `flip_*` parameters.</source>
        <translation>Tempo até a primeira virada de uma haste, sobre uma grade de ângulos iniciais (θ₁, θ₂) a partir do repouso: RK4 nos dois núcleos. Grade, limite de tempo e passo são os parâmetros `flip_*`.</translation>
    </message>
    <message>
        <source>Flip map: time until a rod first flips</source>
        <translation>Mapa de viradas: tempo até a primeira virada de uma haste</translation>
    </message>
    <message>
        <source>start angle θ₁</source>
        <translation>ângulo inicial θ₁</translation>
    </message>
    <message>
        <source>start angle θ₂</source>
        <translation>ângulo inicial θ₂</translation>
    </message>
    <message>
        <source>first flip</source>
        <translation>primeira virada</translation>
    </message>
    <message>
        <source>cannot flip (energy)</source>
        <translation>não pode virar (energia)</translation>
    </message>
    <message>
        <source>pendulum steps</source>
        <translation>passos do pêndulo</translation>
    </message>
    <message>
        <source>Double pendulum: chaos, energy and the flip map</source>
        <translation>Pêndulo duplo: caos, energia e o mapa de viradas</translation>
    </message>
    <message>
        <source>Two bobs on two rods: sensitive dependence on initial conditions, Lyapunov growth and how integrators treat the energy.</source>
        <translation>Duas massas em duas hastes: dependência sensível das condições iniciais, crescimento de Lyapunov e como os integradores tratam a energia.</translation>
    </message>
    <message>
        <source>%1 on θ&apos; (not symplectic here)</source>
        <translation>%1 sobre θ&apos; (aqui não simplético)</translation>
    </message>
    <message>
        <source>Energy (first copy, %1)</source>
        <translation>Energia (primeira cópia, %1)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>à direita</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à esquerda</translation>
    </message>
    <message>
        <source>Double pendulum: the run diverged at t = %1 s.</source>
        <translation>Pêndulo duplo: a simulação divergiu em t = %1 s.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4.</source>
        <translation>Pêndulo duplo: haste superior a %1° %2 da vertical, haste inferior a %3° %4.</translation>
    </message>
    <message>
        <source>Double pendulum: upper rod %1° %2 of the vertical, lower rod %3° %4; energy drift %5 %.</source>
        <translation>Pêndulo duplo: haste superior a %1° %2 da vertical, haste inferior a %3° %4; deriva de energia %5 %.</translation>
    </message>
    <message>
        <source>implicit midpoint</source>
        <translation>ponto médio implícito</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than 1/20 of the shortest small-swing period 2π√(L/g) = %2 s. Use Δt ≤ %3 s.</source>
        <translation>parâmetro &apos;dt&apos;: o passo de tempo Δt = %1 s passa de 1/20 do período mais curto das pequenas oscilações 2π√(L/g) = %2 s. Use Δt ≤ %3 s.</translation>
    </message>
    <message>
        <source>parameter &apos;flip_dt&apos;: flip map time step %1 s is more than 1/20 of the shortest small-swing period %2 s.</source>
        <translation>parâmetro &apos;flip_dt&apos;: o passo de tempo do mapa de capotamentos %1 s passa de 1/20 do período mais curto das pequenas oscilações %2 s.</translation>
    </message>
    <message>
        <source>(release to start)</source>
        <translation>(solte para começar)</translation>
    </message>
    <message>
        <source>Flip map (cancelled): %1% of starts flip within %2 s, %3% never can</source>
        <translation>Mapa de capotamentos (cancelado): %1% dos inícios capotam em até %2 s, %3% nunca podem</translation>
    </message>
    <message>
        <source>Flip map: %1% of starts flip within %2 s, %3% never can</source>
        <translation>Mapa de capotamentos: %1% dos inícios capotam em até %2 s, %3% nunca podem</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), until d reached 0.05</source>
        <translation>inclinação de ln d em t = %1 … %2 s (%3 amostras, R² = %4), até d chegar a 0.05</translation>
    </message>
    <message>
        <source>slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), d still below 0.05</source>
        <translation>inclinação de ln d em t = %1 … %2 s (%3 amostras, R² = %4), d ainda abaixo de 0.05</translation>
    </message>
    <message>
        <source>Implicit midpoint stopped at t = %1 s: its fixed-point iteration did not converge (it needs ½Δt·|f&apos;| &lt; 1; the rods turn too fast for this Δt). Lower Δt.</source>
        <translation>O ponto médio implícito parou em t = %1 s: sua iteração de ponto fixo não convergiu (ela precisa de ½Δt·|f&apos;| &lt; 1; as hastes giram rápido demais para este Δt). Diminua Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows (forward Euler adds energy every step). Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 divergiu em t = %2 s: a energia de uma cópia passou de %3 J (dez vezes a inicial mais as duas hastes para cima) ou uma velocidade angular passou de %4 rad/s, muito além do que a física permite (Euler explícito acrescenta energia a cada passo). Diminua Δt ou escolha RK4 ou a regra do ponto médio implícita.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the start plus both rods upright) or an angular velocity passed %4 rad/s, far beyond what the physics allows. Lower Δt or choose RK4 or the implicit midpoint rule.</source>
        <translation>%1 divergiu em t = %2 s: a energia de uma cópia passou de %3 J (dez vezes a inicial mais as duas hastes para cima) ou uma velocidade angular passou de %4 rad/s, muito além do que a física permite. Diminua Δt ou escolha RK4 ou a regra do ponto médio implícita.</translation>
    </message>
    <message>
        <source>the state holds %1 pendulums, not the %2 copies chosen</source>
        <translation>o estado contém %1 pêndulos, não as %2 cópias escolhidas</translation>
    </message>
    <message>
        <source>an angle, angular velocity or the time is not finite</source>
        <translation>um ângulo, uma velocidade angular ou o tempo não é finito</translation>
    </message>
    <message>
        <source>the stored angular accelerations are not finite</source>
        <translation>as acelerações angulares guardadas não são finitas</translation>
    </message>
    <message>
        <source>the state has %1 trails for %2 copies</source>
        <translation>o estado tem %1 rastros para %2 cópias</translation>
    </message>
    <message>
        <source>a trail is too long or not finite</source>
        <translation>um rastro é longo demais ou não é finito</translation>
    </message>
    <message>
        <source>the separation samples have times and values of different counts</source>
        <translation>as amostras de separação têm quantidades diferentes de tempos e valores</translation>
    </message>
    <message>
        <source>a separation sample&apos;s time is not a time of the run</source>
        <translation>o instante de uma amostra de separação não é um instante da simulação</translation>
    </message>
    <message>
        <source>a separation sample is not finite</source>
        <translation>uma amostra de separação não é finita</translation>
    </message>
    <message>
        <source>the Lyapunov fit is not a finite line</source>
        <translation>o ajuste de Lyapunov não é uma reta finita</translation>
    </message>
    <message>
        <source>the time the separation saturated is not a time of the run</source>
        <translation>o instante em que a separação saturou não é um instante da simulação</translation>
    </message>
    <message>
        <source>the start is not finite</source>
        <translation>o início não é finito</translation>
    </message>
    <message>
        <source>the start&apos;s energy or the blow-up bounds do not match the start</source>
        <translation>a energia do início ou os limites de divergência não correspondem ao início</translation>
    </message>
    <message>
        <source>a sampling time is not a time of the run</source>
        <translation>um instante de amostragem não é um instante da simulação</translation>
    </message>
    <message>
        <source>the pendulums are beyond the bounds where a run counts as diverged</source>
        <translation>os pêndulos estão além dos limites a partir dos quais uma simulação é considerada divergente</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the state holds a drag of no bob</source>
        <translation>o estado contém um arraste de nenhuma massa</translation>
    </message>
    <message>
        <source>the step count is negative</source>
        <translation>o número de passos é negativo</translation>
    </message>
</context>
<context>
    <name>harmonic-oscillator</name>
    <message>
        <source>Spring constant k</source>
        <translation>Constante da mola k</translation>
    </message>
    <message>
        <source>Stiffness of the spring: force per metre of stretch.</source>
        <translation>Rigidez da mola: força por metro de estiramento.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Massa m</translation>
    </message>
    <message>
        <source>Mass of the body.</source>
        <translation>Massa do corpo.</translation>
    </message>
    <message>
        <source>Initial position x₀</source>
        <translation>Posição inicial x₀</translation>
    </message>
    <message>
        <source>Displacement from the rest position at t = 0.</source>
        <translation>Deslocamento a partir da posição de repouso em t = 0.</translation>
    </message>
    <message>
        <source>Initial velocity v₀</source>
        <translation>Velocidade inicial v₀</translation>
    </message>
    <message>
        <source>Velocity at t = 0.</source>
        <translation>Velocidade em t = 0.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Tamanho do passo de cada integrador. Vale durante a simulação.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Métodos</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Integradores executados lado a lado (identificadores separados por vírgulas).</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Espaço de fases</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>posição x</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>velocidade escalada v/ω</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energia total</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>energia E</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exata</translation>
    </message>
    <message>
        <source>H̃ of %1</source>
        <translation>H̃ de %1</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa da energia (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>Position error |x − x_exact|</source>
        <translation>Erro de posição |x − x_exact|</translation>
    </message>
    <message>
        <source>Exact energy E₀</source>
        <translation>Energia exata E₀</translation>
    </message>
    <message>
        <source>the spring (λ = ±iω)</source>
        <translation>a mola (λ = ±iω)</translation>
    </message>
    <message>
        <source>x = 0</source>
        <translation>x = 0</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exata (fantasma)</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω·Δt = %3</source>
        <translation>t = %1 s   Δt = %2 s   ω·Δt = %3</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies its energy by 1 + (ωΔt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 divergiu em t = %2 s: cada passo multiplica sua energia por 1 + (ωΔt)² = %3. Diminua Δt ou use Euler simplético.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 &gt; 2, beyond its stability limit. Lower Δt.</source>
        <translation>%1 divergiu em t = %2 s: ω·Δt = %3 &gt; 2, além do seu limite de estabilidade. Diminua Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω·Δt = %3 is beyond its stability limit. Lower Δt.</source>
        <translation>%1 divergiu em t = %2 s: ω·Δt = %3 está além do seu limite de estabilidade. Diminua Δt.</translation>
    </message>
    <message>
        <source>Harmonic oscillator: Euler vs symplectic Euler</source>
        <translation>Oscilador harmônico: Euler versus Euler simplético</translation>
    </message>
    <message>
        <source>A mass on a spring: why forward Euler gains energy and symplectic Euler does not.</source>
        <translation>Uma massa em uma mola: por que Euler explícito ganha energia e Euler simplético não.</translation>
    </message>
    <message>
        <source>A mass at rest on a spring.</source>
        <translation>Uma massa em repouso numa mola.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2 diverged at t = %3 s; %4 keeps its energy within %5 % of the start.</source>
        <translation>Massa numa mola, a exata em x = %1 m. %2 divergiu em t = %3 s; %4 mantém sua energia dentro de %5 % da inicial.</translation>
    </message>
    <message>
        <source>Mass on a spring: %1 has it at x = %2 m moving at %3 m/s, the exact one at %4 m; energy drift %5 %.</source>
        <translation>Massa numa mola: %1 a tem em x = %2 m movendo-se a %3 m/s, a exata em %4 m; deriva de energia %5 %.</translation>
    </message>
    <message>
        <source>Mass on a spring, the exact one at x = %1 m. %2: mass at %3 m, energy drift %4 %; %5: mass at %6 m, energy drift %7 %.</source>
        <translation>Massa numa mola, a exata em x = %1 m. %2: massa em %3 m, deriva de energia %4 %; %5: massa em %6 m, deriva de energia %7 %.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergiu em t = %2 s</translation>
    </message>
    <message>
        <source>%1 — diverged at t = %2 s</source>
        <translation>%1 — divergiu em t = %2 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>o tempo deve ser um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the state must hold one run per chosen method</source>
        <translation>o estado deve conter uma simulação por método escolhido</translation>
    </message>
    <message>
        <source>a run&apos;s method is not the method chosen for it</source>
        <translation>o método de uma simulação não é o escolhido para ela</translation>
    </message>
    <message>
        <source>a run must have one position and one velocity</source>
        <translation>uma simulação deve ter uma posição e uma velocidade</translation>
    </message>
    <message>
        <source>a run&apos;s time is not a time of the run</source>
        <translation>o tempo de uma simulação não é um instante da simulação</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>o instante de divergência de uma simulação não é um instante da simulação</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity that is not finite or beyond its blow-up bound</source>
        <translation>uma simulação que não divergiu tem uma posição ou velocidade não finita ou além do seu limite de divergência</translation>
    </message>
    <message>
        <source>a run&apos;s stored acceleration is not one finite number</source>
        <translation>a aceleração guardada de uma simulação não é um único número finito</translation>
    </message>
</context>
<context>
    <name>ideal-gas</name>
    <message>
        <source>The gas diverged at t = %1 s.</source>
        <translation>O gás divergiu em t = %1 s.</translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J; the ideal gas law gives a pressure of %2 N/m, none measured yet.</source>
        <translation>
            <numerusform>%n discos à temperatura kT = %1 J; a lei dos gases ideais dá uma pressão de %2 N/m, ainda não medida.</numerusform>
            <numerusform>%n discos à temperatura kT = %1 J; a lei dos gases ideais dá uma pressão de %2 N/m, ainda não medida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks at temperature kT = %1 J: pressure measured on the walls %2 N/m, against %3 N/m from the ideal gas law and %4 N/m for hard disks.</source>
        <translation>
            <numerusform>%n discos à temperatura kT = %1 J: pressão medida nas paredes %2 N/m, contra %3 N/m pela lei dos gases ideais e %4 N/m para discos rígidos.</numerusform>
            <numerusform>%n discos à temperatura kT = %1 J: pressão medida nas paredes %2 N/m, contra %3 N/m pela lei dos gases ideais e %4 N/m para discos rígidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brute force</source>
        <translation>Força bruta</translation>
    </message>
    <message>
        <source>Sweep and prune</source>
        <translation>Varredura e poda</translation>
    </message>
    <message>
        <source>Uniform grid</source>
        <translation>Grade uniforme</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Laranja</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Roxo</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Cinza</translation>
    </message>
    <message>
        <source>Number of disks N</source>
        <translation>Número de discos N</translation>
    </message>
    <message>
        <source>Disks of the first species.</source>
        <translation>Discos da primeira espécie.</translation>
    </message>
    <message>
        <source>Radius r</source>
        <translation>Raio r</translation>
    </message>
    <message>
        <source>Radius of the first species&apos; disks.</source>
        <translation>Raio dos discos da primeira espécie.</translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Massa m</translation>
    </message>
    <message>
        <source>Mass of one disk of the first species.</source>
        <translation>Massa de um disco da primeira espécie.</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>Initial kT: each disk starts with kinetic energy kT on average.</source>
        <translation>kT inicial: cada disco começa em média com energia cinética kT.</translation>
    </message>
    <message>
        <source>Box width</source>
        <translation>Largura da caixa</translation>
    </message>
    <message>
        <source>Width of the box (the piston&apos;s outermost position).</source>
        <translation>Largura da caixa (posição mais externa do pistão).</translation>
    </message>
    <message>
        <source>Box height</source>
        <translation>Altura da caixa</translation>
    </message>
    <message>
        <source>Height of the box.</source>
        <translation>Altura da caixa.</translation>
    </message>
    <message>
        <source>Broadphase</source>
        <translation>Fase ampla</translation>
    </message>
    <message>
        <source>Brute force (all pairs)</source>
        <translation>Força bruta (cada par)</translation>
    </message>
    <message>
        <source>How candidate pairs are found. All give the same pairs.</source>
        <translation>Como os pares candidatos são encontrados. Cada uma dá os mesmos pares.</translation>
    </message>
    <message>
        <source>Dynamics</source>
        <translation>Dinâmica</translation>
    </message>
    <message>
        <source>Time-stepped (Δt)</source>
        <translation>Com passos de tempo (Δt)</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>Orientada a eventos (exata)</translation>
    </message>
    <message>
        <source>Time-stepped: every disk drifts for Δt, then the overlaps found are repaired. Event-driven: the gas jumps from one contact to the next, exactly; Δt is then only how often it is sampled.</source>
        <translation>Com passos de tempo: cada disco se desloca por Δt e depois as sobreposições encontradas são reparadas. Orientada a eventos: o gás salta exatamente de um contato ao seguinte; Δt é então só a frequência de amostragem.</translation>
    </message>
    <message>
        <source>Initial speeds</source>
        <translation>Velocidades iniciais</translation>
    </message>
    <message>
        <source>All equal, √(2kT/m)</source>
        <translation>Iguais, √(2kT/m)</translation>
    </message>
    <message>
        <source>Maxwell–Boltzmann</source>
        <translation>Maxwell–Boltzmann</translation>
    </message>
    <message>
        <source>How the disks start moving (random directions).</source>
        <translation>Como os discos começam a se mover (direções aleatórias).</translation>
    </message>
    <message>
        <source>Second species: count</source>
        <translation>Segunda espécie: quantidade</translation>
    </message>
    <message>
        <source>Disks of a second species (0 for none).</source>
        <translation>Discos de uma segunda espécie (0 para nenhum).</translation>
    </message>
    <message>
        <source>Second species: mass</source>
        <translation>Segunda espécie: massa</translation>
    </message>
    <message>
        <source>Mass of one disk of the second species.</source>
        <translation>Massa de um disco da segunda espécie.</translation>
    </message>
    <message>
        <source>Second species: radius</source>
        <translation>Segunda espécie: raio</translation>
    </message>
    <message>
        <source>Radius of the second species&apos; disks.</source>
        <translation>Raio dos discos da segunda espécie.</translation>
    </message>
    <message>
        <source>Second species: colour</source>
        <translation>Segunda espécie: cor</translation>
    </message>
    <message>
        <source>Colour of the second species in the view.</source>
        <translation>Cor da segunda espécie na vista.</translation>
    </message>
    <message>
        <source>Piston speed</source>
        <translation>Velocidade do pistão</translation>
    </message>
    <message>
        <source>Velocity of the right wall; negative compresses. It stops at a quarter of the box width and at the full width.</source>
        <translation>Velocidade da parede direita; negativa comprime. Ela para a um quarto da largura da caixa e na largura completa.</translation>
    </message>
    <message>
        <source>Thermal walls</source>
        <translation>Paredes térmicas</translation>
    </message>
    <message>
        <source>Walls re-emit every disk that hits them at the wall temperature.</source>
        <translation>As paredes reemitem cada disco que as atinge na temperatura da parede.</translation>
    </message>
    <message>
        <source>Wall temperature kT_wall</source>
        <translation>Temperatura da parede kT_wall</translation>
    </message>
    <message>
        <source>Temperature of the thermal walls.</source>
        <translation>Temperatura das paredes térmicas.</translation>
    </message>
    <message>
        <source>Show bounding boxes and pairs</source>
        <translation>Mostrar caixas delimitadoras e pares</translation>
    </message>
    <message>
        <source>Draw every disk&apos;s AABB and the current candidate pairs (up to 3000 disks).</source>
        <translation>Desenha a AABB de cada disco e os pares candidatos atuais (até 3000 discos).</translation>
    </message>
    <message>
        <source>Disks added per click</source>
        <translation>Discos adicionados por clique</translation>
    </message>
    <message>
        <source>A click in the box adds this many disks of the first species.</source>
        <translation>Um clique na caixa adiciona esta quantidade de discos da primeira espécie.</translation>
    </message>
    <message>
        <source>Pressure on the walls</source>
        <translation>Pressão nas paredes</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>pressure P</source>
        <translation>pressão P</translation>
    </message>
    <message>
        <source>Block of 100 steps</source>
        <translation>Bloco de 100 passos</translation>
    </message>
    <message>
        <source>Ideal gas N kT / A</source>
        <translation>Gás ideal N kT / A</translation>
    </message>
    <message>
        <source>Hard disks (Henderson)</source>
        <translation>Discos rígidos (Henderson)</translation>
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
        <translation>Livre caminho médio</translation>
    </message>
    <message>
        <source>Enskog: 1 / (2√2 n d χ)</source>
        <translation>Enskog: 1 / (2√2 n d χ)</translation>
    </message>
    <message>
        <source>Energy drift</source>
        <translation>Deriva de energia</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>Pressure against the hard-disk equation of state</source>
        <translation>Pressão frente à equação de estado de discos rígidos</translation>
    </message>
    <message>
        <source>Walls, block of 100 steps</source>
        <translation>Paredes, bloco de 100 passos</translation>
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
        <translation>Colisões e sobreposições reparadas</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>por segundo</translation>
    </message>
    <message>
        <source>Pair collisions</source>
        <translation>Colisões de pares</translation>
    </message>
    <message>
        <source>Overlaps repaired</source>
        <translation>Sobreposições reparadas</translation>
    </message>
    <message>
        <source>Enskog</source>
        <translation>Enskog</translation>
    </message>
    <message>
        <source>Stepped pressure against the exact one</source>
        <translation>Pressão com passos de tempo frente à exata</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>passo de tempo Δt</translation>
    </message>
    <message>
        <source>wall pressure P</source>
        <translation>pressão nas paredes P</translation>
    </message>
    <message>
        <source>Time-stepped</source>
        <translation>Com passos de tempo</translation>
    </message>
    <message>
        <source>The lesson&apos;s Δt</source>
        <translation>Δt da lição</translation>
    </message>
    <message>
        <source>Equation of state of hard disks</source>
        <translation>Equação de estado de discos rígidos</translation>
    </message>
    <message>
        <source>area fraction η</source>
        <translation>fração de área η</translation>
    </message>
    <message>
        <source>Exact, periodic box</source>
        <translation>Exata, caixa periódica</translation>
    </message>
    <message>
        <source>Liquid–hexatic (Bernard, Krauth)</source>
        <translation>Líquido–hexático (Bernard, Krauth)</translation>
    </message>
    <message>
        <source>Pairs tested per step</source>
        <translation>Pares testados por passo</translation>
    </message>
    <message>
        <source>disks N</source>
        <translation>discos N</translation>
    </message>
    <message>
        <source>pairs tested per step</source>
        <translation>pares testados por passo</translation>
    </message>
    <message>
        <source>Temperature kT (mean kinetic energy, 2D)</source>
        <translation>Temperatura kT (energia cinética média, 2D)</translation>
    </message>
    <message>
        <source>Measured pressure (wall impulse / time / length)</source>
        <translation>Pressão medida (impulso na parede / tempo / comprimento)</translation>
    </message>
    <message>
        <source>time average over the last %1 s (since the start or the last change of piston or walls)</source>
        <translation>média temporal nos últimos %1 s (desde o início ou a última mudança do pistão ou das paredes)</translation>
    </message>
    <message>
        <source>Measured pressure</source>
        <translation>Pressão medida</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>nenhum passo dado ainda</translation>
    </message>
    <message>
        <source>Ideal-gas pressure N kT / A</source>
        <translation>Pressão de gás ideal N kT / A</translation>
    </message>
    <message>
        <source>Hard-disk pressure (Henderson) Z·N kT / A</source>
        <translation>Pressão de discos rígidos (Henderson) Z·N kT / A</translation>
    </message>
    <message>
        <source>Z = (1 + η²/8)/(1 − η)² = %1 at η = %2</source>
        <translation>Z = (1 + η²/8)/(1 − η)² = %1 em η = %2</translation>
    </message>
    <message>
        <source>Area fraction η</source>
        <translation>Fração de área η</translation>
    </message>
    <message>
        <source>Kolmogorov–Smirnov distance from Maxwell–Boltzmann</source>
        <translation>Distância de Kolmogorov–Smirnov a Maxwell–Boltzmann</translation>
    </message>
    <message>
        <source>first species, against F(v) = 1 − exp(−mv²/2kT) at its measured kT; 1 % critical value 1.63/√n = %1</source>
        <translation>primeira espécie, frente a F(v) = 1 − exp(−mv²/2kT) no seu kT medido; valor crítico a 1 % 1.63/√n = %1</translation>
    </message>
    <message>
        <source>KS critical value at 1 %</source>
        <translation>Valor crítico KS a 1 %</translation>
    </message>
    <message>
        <source>Pairs tested per step (%1)</source>
        <translation>Pares testados por passo (%1)</translation>
    </message>
    <message>
        <source>Mean free path (measured)</source>
        <translation>Livre caminho médio (medido)</translation>
    </message>
    <message>
        <source>no disk–disk collision yet</source>
        <translation>nenhuma colisão entre discos ainda</translation>
    </message>
    <message>
        <source>Mean free path 1/(2√2 n d)</source>
        <translation>Livre caminho médio 1/(2√2 n d)</translation>
    </message>
    <message>
        <source>Sampling interval Δt</source>
        <translation>Intervalo de amostragem Δt</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa de energia (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>since the start; thermal walls, the piston and added disks change E too</source>
        <translation>desde o início; paredes térmicas, o pistão e discos adicionados também mudam E</translation>
    </message>
    <message>
        <source>Overlaps found and repaired per second</source>
        <translation>Sobreposições encontradas e reparadas por segundo</translation>
    </message>
    <message>
        <source>event-driven: overlapping pairs found at the samples (contacts are predicted, so none should be)</source>
        <translation>orientada a eventos: pares sobrepostos encontrados nas amostras (os contatos são previstos, então não deveria haver nenhum)</translation>
    </message>
    <message>
        <source>time-stepped: every collision is found as an overlap after a drift and undone</source>
        <translation>com passos de tempo: cada colisão é encontrada como sobreposição após um deslocamento e desfeita</translation>
    </message>
    <message>
        <source>Pairs of disks overlapping now</source>
        <translation>Pares de discos sobrepostos agora</translation>
    </message>
    <message>
        <source>Pair collisions (since the averages started)</source>
        <translation>Colisões de pares (desde o início das médias)</translation>
    </message>
    <message>
        <source>Pair collisions per second</source>
        <translation>Colisões de pares por segundo</translation>
    </message>
    <message>
        <source>Pair collisions per second (Enskog)</source>
        <translation>Colisões de pares por segundo (Enskog)</translation>
    </message>
    <message>
        <source>Z = P A / N kT from the walls&apos; pressure</source>
        <translation>Z = P A / N kT a partir da pressão nas paredes</translation>
    </message>
    <message>
        <source>A the whole box W × H, the same time average as the measured pressure</source>
        <translation>A a caixa inteira W × H, a mesma média temporal da pressão medida</translation>
    </message>
    <message>
        <source>Measured pressure against the equation of state (Liu) − 1</source>
        <translation>Pressão medida frente à equação de estado (Liu) − 1</translation>
    </message>
    <message>
        <source>the walls&apos; pressure runs about 2 % above the bulk&apos;s at the defaults (an effect of order d/L); the equation-of-state study uses a periodic box</source>
        <translation>a pressão nas paredes fica cerca de 2 % acima da do interior nos valores padrão (um efeito de ordem d/L); o estudo da equação de estado usa uma caixa periódica</translation>
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
        <translation>Inclinação de log(pares testados) contra log N (estudo)</translation>
    </message>
    <message>
        <source>Exact wall pressure (Δt study)</source>
        <translation>Pressão exata nas paredes (estudo Δt)</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt against the exact one − 1 (Δt study)</source>
        <translation>Pressão com passos no Δt da lição frente à exata − 1 (estudo Δt)</translation>
    </message>
    <message>
        <source>Δt at which the stepped pressure is 1 % off (Δt study)</source>
        <translation>Δt em que a pressão com passos desvia 1 % (estudo Δt)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Henderson − 1, η ≤ 0.65 (EOS study)</source>
        <translation>RMS de Z medido / Z Henderson − 1, η ≤ 0.65 (estudo da EdE)</translation>
    </message>
    <message>
        <source>RMS of Z measured / Z Liu − 1, η ≤ 0.65 (EOS study)</source>
        <translation>RMS de Z medido / Z Liu − 1, η ≤ 0.65 (estudo da EdE)</translation>
    </message>
    <message>
        <source>Z measured at η = 0.70 (EOS study)</source>
        <translation>Z medido em η = 0.70 (estudo da EdE)</translation>
    </message>
    <message>
        <source>speed (first species)</source>
        <translation>velocidade (primeira espécie)</translation>
    </message>
    <message>
        <source>Tracked disk&apos;s path</source>
        <translation>Trajetória do disco seguido</translation>
    </message>
    <message>
        <source>Second species</source>
        <translation>Segunda espécie</translation>
    </message>
    <message>
        <source>Candidate pairs</source>
        <translation>Pares candidatos</translation>
    </message>
    <message>
        <source>Boxes and pairs hidden above 3000 disks</source>
        <translation>Caixas e pares ocultos acima de 3000 discos</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   event-driven: %4 collisions, %5 wall hits</source>
        <translation>t = %1 s   N = %2   kT = %3 J   por eventos: %4 colisões, %5 choques nas paredes</translation>
    </message>
    <message>
        <source>t = %1 s   N = %2   kT = %3 J   %4: %5 pairs tested, %6 candidates</source>
        <translation>t = %1 s   N = %2   kT = %3 J   %4: %5 pares testados, %6 candidatos</translation>
    </message>
    <message>
        <source>The gas diverged at t = %1 s: a position or velocity is no longer a finite number. Reset with a lower temperature or piston speed.</source>
        <translation>O gás divergiu em t = %1 s: uma posição ou velocidade não é mais um número finito. Reinicie com temperatura ou velocidade do pistão menor.</translation>
    </message>
    <message>
        <source>Pairs tested vs N</source>
        <translation>Pares testados contra N</translation>
    </message>
    <message>
        <source>Runs each broadphase on gases of 100 … 100 000 disks at the current area fraction and counts the pairs it tests per step.</source>
        <translation>Executa cada fase ampla em gases de 100 … 100 000 discos na fração de área atual e conta os pares que testa por passo.</translation>
    </message>
    <message>
        <source>Stepped vs exact pressure</source>
        <translation>Pressão com passos contra a exata</translation>
    </message>
    <message>
        <source>Runs the gas from its initial state event-driven (exact) and time-stepped at 8, 4, 2, 1 and ½ times the lesson&apos;s Δt, and plots the stepped pressure on the walls against Δt next to the exact one.</source>
        <translation>Executa o gás a partir do estado inicial orientado a eventos (exato) e com passos de 8, 4, 2, 1 e ½ vez o Δt da lição, e traça a pressão nas paredes contra Δt ao lado da exata.</translation>
    </message>
    <message>
        <source>Equation of state Z(η)</source>
        <translation>Equação de estado Z(η)</translation>
    </message>
    <message>
        <source>Measures Z = P A / N kT of 1000 disks in a periodic box, event-driven, at area fractions 0.05 … 0.70 and compares it with Henderson&apos;s and Liu&apos;s equations of state.</source>
        <translation>Mede Z = P A / N kT de 1000 discos numa caixa periódica, orientado a eventos, em frações de área 0.05 … 0.70 e compara com as equações de estado de Henderson e de Liu.</translation>
    </message>
    <message>
        <source>log-log slope, %1</source>
        <translation>inclinação log-log, %1</translation>
    </message>
    <message>
        <source>Ideal gas: elastic disks, Maxwell–Boltzmann and sweep and prune</source>
        <translation>Gás ideal: discos elásticos, Maxwell–Boltzmann e varredura e poda</translation>
    </message>
    <message>
        <source>Hard disks in a box: pressure, temperature and the speed distribution emerge from collisions; three broadphases find the colliding pairs.</source>
        <translation>Discos rígidos numa caixa: pressão, temperatura e distribuição de velocidades surgem das colisões; três fases amplas encontram os pares que colidem.</translation>
    </message>
    <message>
        <source>Stepped pressure at the lesson&apos;s Δt / exact − 1</source>
        <translation>Pressão com passos no Δt da lição / exata − 1</translation>
    </message>
    <message>
        <source>Exact wall pressure</source>
        <translation>Pressão exata nas paredes</translation>
    </message>
    <message>
        <source>Δt for a 1 % error</source>
        <translation>Δt para um erro de 1 %</translation>
    </message>
    <message>
        <source>Z at η = 0.70</source>
        <translation>Z em η = 0.70</translation>
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
        <translation>parâmetro &apos;broadphase&apos;: a força bruta com %1 discos testaria %2 pares por passo; acima de %3 discos use varredura e poda (sweep and prune) ou a grade.</translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;radius&apos;: the disks do not fit: area fraction %1 %; the starting lattice needs a spacing above the largest diameter. Use fewer or smaller disks, or a larger box.</source>
        <translation>parâmetros &apos;count&apos; e &apos;radius&apos;: os discos não cabem: fração de área %1 %; a rede inicial precisa de um espaçamento maior que o maior diâmetro. Use menos discos ou discos menores, ou uma caixa maior.</translation>
    </message>
    <message>
        <source>the exact gas does not hold one entry per disk of the shown gas</source>
        <translation>o gás exato não tem uma entrada por disco do gás mostrado</translation>
    </message>
    <message>
        <source>the exact gas&apos;s box is not a box</source>
        <translation>a caixa do gás exato não é uma caixa</translation>
    </message>
    <message>
        <source>the exact gas&apos;s time or restitution is out of range</source>
        <translation>o tempo ou o coeficiente de restituição do gás exato está fora do intervalo</translation>
    </message>
    <message>
        <source>a disk of the exact gas has a position, velocity, time, radius or mass out of range</source>
        <translation>um disco do gás exato tem posição, velocidade, tempo, raio ou massa fora do intervalo</translation>
    </message>
    <message>
        <source>a disk of the exact gas is outside its box</source>
        <translation>um disco do gás exato está fora da sua caixa</translation>
    </message>
    <message>
        <source>the exact gas&apos;s counters are out of range</source>
        <translation>os contadores do gás exato estão fora do intervalo</translation>
    </message>
    <message>
        <source>the time step must be a positive number no longer than the lesson chooses, and the step count ≥ 0</source>
        <translation>o passo de tempo deve ser um número positivo, não maior do que o escolhido pela lição, e o número de passos ≥ 0</translation>
    </message>
    <message>
        <source>a disk belongs to a species the lesson does not have</source>
        <translation>um disco pertence a uma espécie que a lição não tem</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the chart block&apos;s start: %1</source>
        <translation>início do bloco do gráfico: %1</translation>
    </message>
    <message>
        <source>the last chart block holds a time, pressure or free path that is not finite</source>
        <translation>o último bloco do gráfico contém um tempo, uma pressão ou um livre caminho que não é finito</translation>
    </message>
    <message>
        <source>the trail is longer than the lesson keeps</source>
        <translation>o rastro é mais longo do que a lição guarda</translation>
    </message>
    <message>
        <source>an average or the trail is not finite</source>
        <translation>uma média ou o rastro não é finito</translation>
    </message>
    <message>
        <source>the exact gas&apos;s sample counts are below zero</source>
        <translation>as contagens de amostras do gás exato são menores que zero</translation>
    </message>
    <message>
        <source>pair tests</source>
        <translation>pares testados</translation>
    </message>
    <message>
        <source>disk steps</source>
        <translation>passos de disco</translation>
    </message>
    <message>
        <source>pair collisions</source>
        <translation>colisões de pares</translation>
    </message>
</context>
<context>
    <name>integrators</name>
    <message>
        <source>%1 diverged at t = %2 s.</source>
        <translation>%1 divergiu em t = %2 s.</translation>
    </message>
    <message>
        <source>No fixed-step method runs.</source>
        <translation>Nenhum método de passo fixo está rodando.</translation>
    </message>
    <message>
        <source>%1 is %2 %3 from the reference.</source>
        <translation>%1 está a %2 %3 da referência.</translation>
    </message>
    <message numerus="yes">
        <source>%n methods. Farthest from the reference: %1, %2 %3 away; closest: %4, %5 %3 away.</source>
        <translation>
            <numerusform>%n métodos. O mais distante da referência: %1, a %2 %3; o mais próximo: %4, a %5 %3.</numerusform>
            <numerusform>%n métodos. O mais distante da referência: %1, a %2 %3; o mais próximo: %4, a %5 %3.</numerusform>
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
        <translation>Problema de teste</translation>
    </message>
    <message>
        <source>Harmonic oscillator</source>
        <translation>Oscilador harmônico</translation>
    </message>
    <message>
        <source>Nonlinear pendulum</source>
        <translation>Pêndulo não linear</translation>
    </message>
    <message>
        <source>Kepler orbit</source>
        <translation>Órbita de Kepler</translation>
    </message>
    <message>
        <source>The system every method integrates: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sin θ, or a body around a fixed sun.</source>
        <translation>O sistema que cada método integra: x&apos;&apos; = −ω²x, θ&apos;&apos; = −ω₀² sen θ, ou um corpo em torno de um sol fixo.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Step size of every integrator. Applies while running.</source>
        <translation>Tamanho do passo de cada integrador. Vale durante a execução.</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Tempo final T</translation>
    </message>
    <message>
        <source>The run stops here; the convergence study measures the error here.</source>
        <translation>A execução para aqui; o estudo de convergência mede o erro aqui.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Métodos</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids). The two adaptive ones choose their own Δt to meet the tolerance.</source>
        <translation>Integradores executados lado a lado (ids separados por vírgulas). Os dois adaptativos escolhem o próprio Δt para atender à tolerância.</translation>
    </message>
    <message>
        <source>Arithmetic precision</source>
        <translation>Precisão aritmética</translation>
    </message>
    <message>
        <source>What the fixed-step methods compute in: float, double, `double_kahan` (double with compensated summation) or `long_double`; one for all, or per method, e.g. `rk4=float, verlet=double_kahan` (the others in double). The phase-space cloud, step-through and the adaptive methods run in double.</source>
        <translation>Em que os métodos de passo fixo calculam: float, double, `double_kahan` (double com soma compensada) ou `long_double`; um para cada método ou um só para os demais, p. ex. `rk4=float, verlet=double_kahan` (os outros em double). A nuvem no espaço de fase, o passo a passo e os métodos adaptativos calculam em double.</translation>
    </message>
    <message>
        <source>Tolerance of the adaptive methods</source>
        <translation>Tolerância dos métodos adaptativos</translation>
    </message>
    <message>
        <source>A plain number, no unit: a step of Heun–Euler or Dormand–Prince is kept when its estimated error in every coordinate is below tolerance × (1 + |coordinate|), a relative error where the coordinate is large and an absolute one (in its own unit, m or m/s) near zero; otherwise it is tried again with a smaller Δt.</source>
        <translation>Um número puro, sem unidade: um passo de Heun–Euler ou Dormand–Prince é mantido quando seu erro estimado em cada coordenada fica abaixo de tolerância × (1 + |coordenada|), um erro relativo onde a coordenada é grande e absoluto (na própria unidade, m ou m/s) perto de zero; senão é repetido com um Δt menor.</translation>
    </message>
    <message>
        <source>Pendulum release angle θ₀</source>
        <translation>Ângulo de soltura do pêndulo θ₀</translation>
    </message>
    <message>
        <source>The pendulum starts at rest from this angle (nonlinear above ~20°).</source>
        <translation>O pêndulo parte do repouso neste ângulo (não linear acima de ~20°).</translation>
    </message>
    <message>
        <source>Orbit eccentricity e</source>
        <translation>Excentricidade da órbita e</translation>
    </message>
    <message>
        <source>Shape of the Kepler orbit: 0 is a circle; the body starts at the pericentre, where it is fastest.</source>
        <translation>Forma da órbita de Kepler: 0 é um círculo; o corpo parte do pericentro, onde é mais rápido.</translation>
    </message>
    <message>
        <source>Step through stages</source>
        <translation>Percorrer os estágios</translation>
    </message>
    <message>
        <source>One step advances one stage of every method; the view draws where the stage evaluates, the slope it uses and the point it predicts.</source>
        <translation>Um passo avança um estágio de cada método; a vista desenha onde o estágio avalia, a inclinação que usa e o ponto que prevê.</translation>
    </message>
    <message>
        <source>Phase-space cloud</source>
        <translation>Nuvem no espaço de fase</translation>
    </message>
    <message>
        <source>Evolve a loop of initial conditions around the start with each method and chart its area (Liouville&apos;s theorem).</source>
        <translation>Evolui um laço de condições iniciais em torno do início com cada método e traça sua área (teorema de Liouville).</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>ângulo θ</translation>
    </message>
    <message>
        <source>position x</source>
        <translation>posição x</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>velocidade angular escalada θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>scaled velocity vₓ/n</source>
        <translation>velocidade escalada vₓ/n</translation>
    </message>
    <message>
        <source>scaled velocity v/ω</source>
        <translation>velocidade escalada v/ω</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exata</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/1000)</source>
        <translation>Referência (RK4, Δt/1000)</translation>
    </message>
    <message>
        <source>Phase space</source>
        <translation>Espaço de fase</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energia total</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>energy per mass E/m</source>
        <translation>energia por massa E/m</translation>
    </message>
    <message>
        <source>Distance from the exact solution</source>
        <translation>Distância da solução exata</translation>
    </message>
    <message>
        <source>Distance from the reference</source>
        <translation>Distância da referência</translation>
    </message>
    <message>
        <source>phase-space error</source>
        <translation>erro no espaço de fase</translation>
    </message>
    <message>
        <source>Error control: Δt per step, rejected tries as dots</source>
        <translation>Controle de erro: Δt por passo, tentativas rejeitadas como pontos</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>passo de tempo Δt</translation>
    </message>
    <message>
        <source>Error control: local error estimate against the tolerance</source>
        <translation>Controle de erro: estimativa do erro local frente à tolerância</translation>
    </message>
    <message>
        <source>error estimate / tolerance</source>
        <translation>erro estimado / tolerância</translation>
    </message>
    <message>
        <source>global error at T</source>
        <translation>erro global em T</translation>
    </message>
    <message>
        <source>Convergence: global error at T = %1 s</source>
        <translation>Convergência: erro global em T = %1 s</translation>
    </message>
    <message>
        <source>Cost: error against work</source>
        <translation>Custo: erro contra trabalho</translation>
    </message>
    <message>
        <source>force evaluations</source>
        <translation>avaliações de força</translation>
    </message>
    <message>
        <source>Cost: error against computing time</source>
        <translation>Custo: erro contra tempo de cálculo</translation>
    </message>
    <message>
        <source>time to run</source>
        <translation>tempo de execução</translation>
    </message>
    <message>
        <source>Round-off floor: RK4 on the oscillator, T = 1 s</source>
        <translation>Piso de arredondamento: RK4 no oscilador, T = 1 s</translation>
    </message>
    <message>
        <source>Brouwer&apos;s law: Verlet&apos;s energy drift, Δt = 0.01 s</source>
        <translation>Lei de Brouwer: deriva de energia de Verlet, Δt = 0.01 s</translation>
    </message>
    <message>
        <source>steps n</source>
        <translation>passos n</translation>
    </message>
    <message>
        <source>relative error of H̃</source>
        <translation>erro relativo de H̃</translation>
    </message>
    <message>
        <source>Phase-space cloud area</source>
        <translation>Área da nuvem no espaço de fase</translation>
    </message>
    <message>
        <source>area / initial area</source>
        <translation>área / área inicial</translation>
    </message>
    <message>
        <source>tolerance (kept at or below)</source>
        <translation>tolerância (mantida ou abaixo)</translation>
    </message>
    <message>
        <source>%1 (kept)</source>
        <translation>%1 (mantido)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (rejeitado)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergiu em t = %2 s</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s</source>
        <translation>%1 travou em t = %2 s</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below an error of %3</source>
        <translation>%1 é mais barato que %2 abaixo de um erro de %3</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 below %3</source>
        <translation>%1 é mais barato que %2 abaixo de %3</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>o estudo de convergência ainda não foi executado</translation>
    </message>
    <message>
        <source>convergence study cancelled: fits of the runs done</source>
        <translation>estudo de convergência cancelado: ajustes das execuções feitas</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times</source>
        <translation>inclinação de log erro contra log Δt, Δt dividido ao meio 6 vezes</translation>
    </message>
    <message>
        <source>%1; %2: no fit (its runs diverged)</source>
        <translation>%1; %2: sem ajuste (suas execuções divergiram)</translation>
    </message>
    <message>
        <source>Fitted convergence order p (error ∝ Δtᵖ)</source>
        <translation>Ordem de convergência ajustada p (erro ∝ Δtᵖ)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Deriva relativa de energia (E − E₀)/|E₀|</translation>
    </message>
    <message>
        <source>at t = %1 s</source>
        <translation>em t = %1 s</translation>
    </message>
    <message>
        <source>Force evaluations from t = 0</source>
        <translation>Avaliações de força desde t = 0</translation>
    </message>
    <message>
        <source>up to t = %1 s</source>
        <translation>até t = %1 s</translation>
    </message>
    <message>
        <source>Crossover: error below which one method costs fewer force evaluations than another</source>
        <translation>Cruzamento: erro abaixo do qual um método custa menos avaliações de força que outro</translation>
    </message>
    <message>
        <source>no two work–precision curves cross in the range measured</source>
        <translation>nenhum par de curvas trabalho–precisão se cruza no intervalo medido</translation>
    </message>
    <message>
        <source>%1 (where the cost curves cross)</source>
        <translation>%1 (onde as curvas de custo se cruzam)</translation>
    </message>
    <message>
        <source>%1; in seconds on this computer: %2</source>
        <translation>%1; em segundos neste computador: %2</translation>
    </message>
    <message>
        <source>%1: %2 kept, Δt now %3 s</source>
        <translation>%1: %2 mantidos, Δt agora %3 s</translation>
    </message>
    <message>
        <source>%1: %2 evaluations for an error of %3 at T, RK4 needs %4 (%5 steps)</source>
        <translation>%1: %2 avaliações para um erro de %3 em T, RK4 precisa de %4 (%5 passos)</translation>
    </message>
    <message>
        <source>Rejected steps of the adaptive methods</source>
        <translation>Passos rejeitados dos métodos adaptativos</translation>
    </message>
    <message>
        <source>Work saved: force evaluations of fixed-step RK4 at the same error, over the adaptive method&apos;s</source>
        <translation>Trabalho poupado: avaliações de força do RK4 de passo fixo com o mesmo erro, divididas pelas do método adaptativo</translation>
    </message>
    <message>
        <source>%1 (the fewest equal RK4 steps over T that reach it)</source>
        <translation>%1 (o menor número de passos iguais de RK4 sobre T que o alcançam)</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergiu em t = %2 s)</translation>
    </message>
    <message>
        <source>%1, Δt = %2 s, %3 rejected</source>
        <translation>%1, Δt = %2 s, %3 rejeitados</translation>
    </message>
    <message>
        <source>%1 (stalled at t = %2 s)</source>
        <translation>%1 (travou em t = %2 s)</translation>
    </message>
    <message>
        <source>Exact (ghost)</source>
        <translation>Exata (fantasma)</translation>
    </message>
    <message>
        <source>Reference (ghost)</source>
        <translation>Referência (fantasma)</translation>
    </message>
    <message>
        <source>%1 (stage %2/%3): %4</source>
        <translation>%1 (estágio %2/%3): %4</translation>
    </message>
    <message>
        <source>○ evaluated at   → slope·Δt   ● predicted</source>
        <translation>○ avaliado em   → inclinação·Δt   ● previsto</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: forward Euler multiplies the energy by 1 + (%1Δt)² = %3 every step (unstable at every Δt). Lower Δt, or use symplectic Euler or Verlet.</source>
        <translation>Δt·%1 = %2: Euler explícito multiplica a energia por 1 + (%1Δt)² = %3 a cada passo (instável com qualquer Δt). Reduza Δt ou use Euler simplético ou Verlet.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: the limit 2 is the oscillator&apos;s, a linear one; on the Kepler orbit the pull changes fast at the pericentre, and %3 can escape far below it (Verlet&apos;s e = 0.8 orbit from %1Δt ≈ 1). Below that its energy error is a bounded wobble, largest at the pericentre. Lower Δt.</source>
        <translation>Δt·%1 = %2: o limite 2 é o do oscilador, um sistema linear; na órbita de Kepler a atração muda rápido no pericentro, e %3 pode escapar bem abaixo dele (a órbita e = 0.8 de Verlet a partir de %1Δt ≈ 1). Abaixo disso, seu erro de energia é uma oscilação limitada, maior no pericentro. Reduza Δt.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2: %3 is stable only below 2. Lower Δt below 2/%1 = %4 s.</source>
        <translation>Δt·%1 = %2 &gt; 2: %3 só é estável abaixo de 2. Reduza Δt abaixo de 2/%1 = %4 s.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &lt; 2: stable; the energy error of a symplectic method is a bounded wobble (≈ %1Δt/2). Lower Δt to shrink it.</source>
        <translation>Δt·%1 = %2 &lt; 2: estável; o erro de energia de um método simplético é uma oscilação limitada (≈ %1Δt/2). Reduza Δt para diminuí-la.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: %3 multiplies the energy by 1 + (%1Δt)⁴/4 = %4 every step (slowly unstable at every Δt). Lower Δt.</source>
        <translation>Δt·%1 = %2: %3 multiplica a energia por 1 + (%1Δt)⁴/4 = %4 a cada passo (lentamente instável com qualquer Δt). Reduza Δt.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 is stable only below 2.83. Lower Δt below %3 s.</source>
        <translation>Δt·%1 = %2 &gt; 2√2 ≈ 2.83: RK4 só é estável abaixo de 2.83. Reduza Δt abaixo de %3 s.</translation>
    </message>
    <message>
        <source>Δt·%1 = %2: RK4 damps; it multiplies the energy by 1 − (%1Δt)⁶/72 + … = %3 every step. Lower Δt.</source>
        <translation>Δt·%1 = %2: RK4 amortece; multiplica a energia por 1 − (%1Δt)⁶/72 + … = %3 a cada passo. Reduza Δt.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s. %3</source>
        <translation>%1 divergiu em t = %2 s. %3</translation>
    </message>
    <message>
        <source>%1: energy off by %2 % at t = %3 s. %4</source>
        <translation>%1: energia desviada em %2 % em t = %3 s. %4</translation>
    </message>
    <message>
        <source>%1 stalled at t = %2 s: its step fell to nothing, because the tolerance %3 asks for less error than rounding in double allows. Raise the tolerance.</source>
        <translation>%1 travou em t = %2 s: seu passo caiu a nada, porque a tolerância %3 pede menos erro do que o arredondamento em double permite. Aumente a tolerância.</translation>
    </message>
    <message>
        <source>The convergence study was cancelled: its charts and fitted orders cover only the runs it finished.</source>
        <translation>O estudo de convergência foi cancelado: seus gráficos e ordens ajustadas cobrem só as execuções concluídas.</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Executar estudo de convergência</translation>
    </message>
    <message>
        <source>Global error at the end time T for Δt halved six times, per method, with the fitted order and the force evaluations it cost.</source>
        <translation>Erro global no tempo final T para Δt dividido ao meio seis vezes, por método, com a ordem ajustada e as avaliações de força que custou.</translation>
    </message>
    <message>
        <source>Run round-off study</source>
        <translation>Executar estudo de arredondamento</translation>
    </message>
    <message>
        <source>RK4 on the oscillator in float, double, double with compensated summation and long double for Δt down to 1e-5 s: the error falls as Δt⁴ to a floor set by the precision, then grows as rounding adds up. And velocity Verlet&apos;s energy drift over 10⁶ steps, plain and compensated (Brouwer&apos;s law).</source>
        <translation>RK4 no oscilador em float, double, double com soma compensada e long double para Δt até 1e-5 s: o erro cai como Δt⁴ até um piso definido pela precisão e depois cresce à medida que o arredondamento se acumula. E a deriva de energia do Verlet de velocidades em 10⁶ passos, simples e compensada (lei de Brouwer).</translation>
    </message>
    <message>
        <source>Lowest error of RK4 on the oscillator per precision</source>
        <translation>Menor erro do RK4 no oscilador por precisão</translation>
    </message>
    <message>
        <source>RMS over 8 phases at T = 1 s, Δt from 0.1 s to 1e-5 s</source>
        <translation>RMS sobre 8 fases em T = 1 s, Δt de 0.1 s a 1e-5 s</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergiu)</translation>
    </message>
    <message>
        <source>slope of log error against log Δt, Δt halved 6 times; work and crossovers under keys with a colon</source>
        <translation>inclinação de log erro contra log Δt, Δt dividido ao meio 6 vezes; trabalho e cruzamentos sob chaves com dois-pontos</translation>
    </message>
    <message>
        <source>Integrators: Euler, symplectic Euler, Heun, midpoint, RK4 and Verlet, step by step</source>
        <translation>Integradores: Euler, Euler simplético, Heun, ponto médio, RK4 e Verlet, passo a passo</translation>
    </message>
    <message>
        <source>Six ways to take a time step, side by side: order, cost, energy and phase-space area.</source>
        <translation>Seis maneiras de dar um passo de tempo, lado a lado: ordem, custo, energia e área no espaço de fase.</translation>
    </message>
    <message>
        <source>force</source>
        <translation>força</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>velocidade</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posição</translation>
    </message>
    <message>
        <source>predictor</source>
        <translation>preditor</translation>
    </message>
    <message>
        <source>corrector</source>
        <translation>corretor</translation>
    </message>
    <message>
        <source>half step</source>
        <translation>meio passo</translation>
    </message>
    <message>
        <source>full step</source>
        <translation>passo inteiro</translation>
    </message>
    <message>
        <source>slope k₁</source>
        <translation>inclinação k₁</translation>
    </message>
    <message>
        <source>slope k₂</source>
        <translation>inclinação k₂</translation>
    </message>
    <message>
        <source>slope k₃</source>
        <translation>inclinação k₃</translation>
    </message>
    <message>
        <source>slope k₄ and update</source>
        <translation>inclinação k₄ e atualização</translation>
    </message>
    <message>
        <source>half kick</source>
        <translation>meio impulso</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>deriva</translation>
    </message>
    <message>
        <source>second half kick</source>
        <translation>segundo meio impulso</translation>
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
        <translation>parâmetros &apos;dt&apos; e &apos;end_time&apos;: o passo de tempo Δt = %1 s deve ser menor que o tempo final T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;precision&apos;: %1.</source>
        <translation>parâmetro &apos;precision&apos;: %1.</translation>
    </message>
    <message>
        <source>parameters &apos;precision&apos; and &apos;step_through&apos;: step-through runs in double only; choose double, or leave step-through off.</source>
        <translation>parâmetros &apos;precision&apos; e &apos;step_through&apos;: o modo passo a passo só calcula em double; escolha double ou desative o modo passo a passo.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: T / Δt = %1 steps is too many for one run; raise Δt or lower T (at most 2·10⁷ steps).</source>
        <translation>parâmetros &apos;dt&apos; e &apos;end_time&apos;: T / Δt = %1 passos são demais para uma simulação; aumente Δt ou reduza T (no máximo 2·10⁷ passos).</translation>
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
        <translation>&apos;%1&apos; não é uma precisão: float, double, double_kahan ou long_double</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fixed-step method: euler, symplectic_euler, heun, midpoint, rk4 or verlet</source>
        <translation>&apos;%1&apos; não é um método de passo fixo: euler, symplectic_euler, heun, midpoint, rk4 ou verlet</translation>
    </message>
    <message>
        <source>a long double state of the integrators has parts of different sizes</source>
        <translation>um estado long double dos integradores tem partes de tamanhos diferentes</translation>
    </message>
    <message>
        <source>run %1 of the integrators&apos; state is not in its chosen precision</source>
        <translation>a simulação %1 do estado dos integradores não está na precisão escolhida</translation>
    </message>
    <message>
        <source>the integrators&apos; state has %1 runs of embedded pairs, the chosen methods %2</source>
        <translation>o estado dos integradores tem %1 simulações de pares embutidos, os métodos escolhidos %2</translation>
    </message>
    <message>
        <source>run %1 of the embedded pairs is not of the chosen method %2</source>
        <translation>a simulação %1 dos pares embutidos não é do método escolhido %2</translation>
    </message>
    <message>
        <source>the integrators&apos; state</source>
        <translation>o estado dos integradores</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>o tempo t = %1 s não é um instante de uma simulação</translation>
    </message>
    <message>
        <source>the step-through Δt = %1 s is not a time step</source>
        <translation>o Δt = %1 s do modo passo a passo não é um passo de tempo</translation>
    </message>
    <message>
        <source>the reference state has the wrong size or is not finite</source>
        <translation>o estado de referência tem o tamanho errado ou não é finito</translation>
    </message>
    <message>
        <source>the reference trail is too long or not finite</source>
        <translation>o rastro de referência é longo demais ou não é finito</translation>
    </message>
    <message>
        <source>%1: the state has the wrong size or is not finite</source>
        <translation>%1: o estado tem o tamanho errado ou não é finito</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1: o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>%1: negative count of force evaluations</source>
        <translation>%1: contagem negativa de avaliações de força</translation>
    </message>
    <message>
        <source>%1: the rounding carry has the wrong size or is not finite</source>
        <translation>%1: o transporte de arredondamento tem o tamanho errado ou não é finito</translation>
    </message>
    <message>
        <source>%1: the trail is too long or not finite</source>
        <translation>%1: o rastro é longo demais ou não é finito</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud has the wrong size</source>
        <translation>%1: a nuvem do espaço de fase tem o tamanho errado</translation>
    </message>
    <message>
        <source>%1: the phase-space cloud is not finite</source>
        <translation>%1: a nuvem do espaço de fase não é finita</translation>
    </message>
    <message>
        <source>%1: the step in progress does not belong to this method</source>
        <translation>%1: o passo em andamento não pertence a este método</translation>
    </message>
    <message>
        <source>%1: the step in progress starts from an impossible state</source>
        <translation>%1: o passo em andamento parte de um estado impossível</translation>
    </message>
    <message>
        <source>%1: the step in progress has more stages than its method</source>
        <translation>%1: o passo em andamento tem mais estágios que o seu método</translation>
    </message>
    <message>
        <source>%1: a stage of the step in progress is not finite</source>
        <translation>%1: um estágio do passo em andamento não é finito</translation>
    </message>
    <message>
        <source>%1: a value of the step in progress is not finite</source>
        <translation>%1: um valor do passo em andamento não é finito</translation>
    </message>
    <message>
        <source>%1: the step in progress ends at a time that is not finite</source>
        <translation>%1: o passo em andamento termina num instante que não é finito</translation>
    </message>
    <message>
        <source>a long double state has the wrong size or is not finite</source>
        <translation>um estado long double tem o tamanho errado ou não é finito</translation>
    </message>
    <message>
        <source>%1: the reference state has the wrong size or is not finite</source>
        <translation>%1: o estado de referência tem o tamanho errado ou não é finito</translation>
    </message>
    <message>
        <source>%1: the step-size controller holds an impossible value</source>
        <translation>%1: o controle do tamanho de passo contém um valor impossível</translation>
    </message>
    <message>
        <source>%1: the stored slope is not finite</source>
        <translation>%1: a inclinação guardada não é finita</translation>
    </message>
    <message>
        <source>%1: a step attempt is not finite</source>
        <translation>%1: uma tentativa de passo não é finita</translation>
    </message>
</context>
<context>
    <name>lammps-run</name>
    <message>
        <source>the dump has no velocities (vx vy)</source>
        <translation>o dump não tem velocidades (vx vy)</translation>
    </message>
    <message>
        <source>Temperature kT = Σ m v² / N_dof</source>
        <translation>Temperatura kT = Σ m v² / N_dof</translation>
    </message>
    <message>
        <source>N_dof = 2N − 2 (periodic box: total momentum fixed)</source>
        <translation>N_dof = 2N − 2 (caixa periódica: momento total fixo)</translation>
    </message>
    <message>
        <source>N_dof = 2N (closed box: the walls take momentum); LAMMPS&apos;s Temp counts 2N − 2</source>
        <translation>N_dof = 2N (caixa fechada: as paredes absorvem momento); o Temp do LAMMPS conta 2N − 2</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Energia potencial por átomo U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Energia total por átomo (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial)</source>
        <translation>Pressão P = (K + ½Σ r·F)/A (virial)</translation>
    </message>
    <message>
        <source>A the periodic box, as LAMMPS&apos;s Press</source>
        <translation>A a caixa periódica, como o Press do LAMMPS</translation>
    </message>
    <message>
        <source>closed box: the walls&apos; virial makes this the pressure on them; A the box area, as LAMMPS&apos;s Press</source>
        <translation>caixa fechada: o virial das paredes faz disto a pressão sobre elas; A a área da caixa, como o Press do LAMMPS</translation>
    </message>
    <message>
        <source>LAMMPS run: a trajectory from LAMMPS, read back</source>
        <translation>Simulação do LAMMPS: uma trajetória do LAMMPS, lida de volta</translation>
    </message>
    <message>
        <source>Plays a LAMMPS trajectory and log with the Lennard-Jones lesson&apos;s charts and measurements, computed by the same code.</source>
        <translation>Reproduz uma trajetória e um log do LAMMPS com os gráficos e medições da lição de Lennard-Jones, calculados pelo mesmo código.</translation>
    </message>
    <message>
        <source>Trajectory (dump file)</source>
        <translation>Trajetória (arquivo dump)</translation>
    </message>
    <message>
        <source>LAMMPS text dump: dump custom with id type x y vx vy, or dump atom.</source>
        <translation>Dump de texto do LAMMPS: dump custom com id type x y vx vy, ou dump atom.</translation>
    </message>
    <message>
        <source>Log file (optional)</source>
        <translation>Arquivo de log (opcional)</translation>
    </message>
    <message>
        <source>LAMMPS log with the thermo table (e.g. log.lammps); empty for none.</source>
        <translation>Log do LAMMPS com a tabela thermo (p. ex. log.lammps); vazio para nenhum.</translation>
    </message>
    <message>
        <source>Input deck (optional)</source>
        <translation>Arquivo de entrada (opcional)</translation>
    </message>
    <message>
        <source>The run&apos;s LAMMPS input (masses, `pair_coeff`, walls) for runs of several atom types or in a closed box; empty: in.particlelab beside the dump.</source>
        <translation>A entrada do LAMMPS da simulação (massas, `pair_coeff`, paredes) para vários tipos de átomos ou caixa fechada; vazio: in.particlelab ao lado do dump.</translation>
    </message>
    <message>
        <source>Potential depth ε</source>
        <translation>Profundidade do potencial ε</translation>
    </message>
    <message>
        <source>`pair_coeff` ε of the run (type 1–1).</source>
        <translation>`pair_coeff` ε da simulação (tipo 1–1).</translation>
    </message>
    <message>
        <source>Potential range σ</source>
        <translation>Alcance do potencial σ</translation>
    </message>
    <message>
        <source>`pair_coeff` σ of the run (type 1–1).</source>
        <translation>`pair_coeff` σ da simulação (tipo 1–1).</translation>
    </message>
    <message>
        <source>Cut-off r_c</source>
        <translation>Raio de corte r_c</translation>
    </message>
    <message>
        <source>The Lennard-Jones cut-off of the run.</source>
        <translation>O raio de corte de Lennard-Jones da simulação.</translation>
    </message>
    <message>
        <source>Atom mass</source>
        <translation>Massa do átomo</translation>
    </message>
    <message>
        <source>Mass of every atom (for the kinetic energy), in the mass unit of LAMMPS `units lj`: the run&apos;s `mass 1 …` value.</source>
        <translation>Massa de cada átomo (para a energia cinética), na unidade de massa do LAMMPS `units lj`: o valor `mass 1 …` da simulação.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Used when the log does not echo a `timestep` command.</source>
        <translation>Usado quando o log não repete um comando `timestep`.</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Tempo de equilibração</translation>
    </message>
    <message>
        <source>Frames and log rows before this time are left out of the averages.</source>
        <translation>Quadros e linhas do log antes deste tempo ficam fora das médias.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>the box is closed (not periodic in x and y)</source>
        <translation>a caixa está fechada (não periódica em x e y)</translation>
    </message>
    <message>
        <source>fewer than two atoms</source>
        <translation>menos de dois átomos</translation>
    </message>
    <message>
        <source>g(r), frames so far</source>
        <translation>g(r), quadros até agora</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
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
        <translation>Quadros na trajetória</translation>
    </message>
    <message>
        <source>no dump file named (set dump=PATH)</source>
        <translation>nenhum arquivo dump indicado (defina dump=CAMINHO)</translation>
    </message>
    <message>
        <source>Frame shown (from 0)</source>
        <translation>Quadro exibido (a partir de 0)</translation>
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
        <translation>Nenhuma simulação do LAMMPS carregada</translation>
    </message>
    <message>
        <source>Import one: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Importe uma: Arquivo → Importar simulação do LAMMPS…, ou --set dump=CAMINHO --set log=CAMINHO na linha de comando.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH on the command line.</source>
        <translation>Nenhuma simulação do LAMMPS carregada: Arquivo → Importar simulação do LAMMPS…, ou --set dump=CAMINHO --set log=CAMINHO na linha de comando.</translation>
    </message>
    <message>
        <source>The dump has no velocities (dump atom): temperature, pressure and the speed histogram need dump custom … vx vy.</source>
        <translation>O dump não tem velocidades (dump atom): temperatura, pressão e o histograma de velocidades precisam de dump custom … vx vy.</translation>
    </message>
    <message>
        <source>No LAMMPS run loaded: import one with File → Import LAMMPS run.</source>
        <translation>Nenhuma simulação do LAMMPS carregada: importe uma com Arquivo → Importar simulação do LAMMPS.</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms at temperature kT = %5 ε, pressure %6 ε/σ².</source>
        <translation>Quadro do LAMMPS %1 de %2 (passo %3): %4 átomos à temperatura kT = %5 ε, pressão %6 ε/σ².</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2 (step %3): %4 atoms.</source>
        <translation>Quadro do LAMMPS %1 de %2 (passo %3): %4 átomos.</translation>
    </message>
    <message>
        <source>parameter &apos;cutoff&apos; = %1 is more than half the box side %2 of the dump: the minimum image would miss pairs; choose at most %3</source>
        <translation>parâmetro &apos;cutoff&apos; = %1 passa da metade do lado da caixa %2 do dump: a imagem mínima perderia pares; escolha no máximo %3</translation>
    </message>
    <message>
        <source>every frame from t = %1, frames played so far</source>
        <translation>cada quadro a partir de t = %1, os quadros reproduzidos até agora</translation>
    </message>
    <message>
        <source>cannot read the LAMMPS deck: %1</source>
        <translation>não é possível ler o arquivo de entrada do LAMMPS: %1</translation>
    </message>
    <message>
        <source>the dump has atoms of type %1, but the deck %2 describes atom types 1 to %3 only (its mass and pair_coeff lines)</source>
        <translation>o dump tem átomos do tipo %1, mas o arquivo de entrada %2 descreve só os tipos de átomo 1 a %3 (suas linhas mass e pair_coeff)</translation>
    </message>
    <message>
        <source>cannot read the data file of the deck %1: %2</source>
        <translation>não é possível ler o arquivo de dados do arquivo de entrada %1: %2</translation>
    </message>
    <message>
        <source>%1: no mass for atom type %2 (neither a `mass` command nor the data file&apos;s Masses section)</source>
        <translation>%1: nenhuma massa para o tipo de átomo %2 (nem um comando `mass` nem a seção Masses do arquivo de dados)</translation>
    </message>
    <message>
        <source>%1: no pair_coeff for atom types %2 %3</source>
        <translation>%1: nenhum pair_coeff para os tipos de átomo %2 %3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is longer than any file name can be</source>
        <translation>parâmetro &apos;%1&apos;: %2 é mais longo do que um nome de arquivo pode ser</translation>
    </message>
    <message>
        <source>parameters &apos;log&apos; and &apos;dump&apos;: a log was named but no dump: set dump=PATH to the trajectory as well</source>
        <translation>parâmetros &apos;log&apos; e &apos;dump&apos;: um log foi indicado, mas nenhum dump: indique também dump=CAMINHO para a trajetória</translation>
    </message>
    <message>
        <source>parameter &apos;dump&apos;: cannot read the LAMMPS dump: %1</source>
        <translation>parâmetro &apos;dump&apos;: não é possível ler o dump do LAMMPS: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1</source>
        <translation>parâmetro &apos;log&apos;: não é possível ler o log do LAMMPS: %1</translation>
    </message>
    <message>
        <source>parameter &apos;log&apos;: cannot read the LAMMPS log: %1: the thermo table has no Step column</source>
        <translation>parâmetro &apos;log&apos;: não é possível ler o log do LAMMPS: %1: a tabela thermo não tem coluna Step</translation>
    </message>
    <message>
        <source>%1: the dump has atoms of type %2, which the deck gives no pair coefficients</source>
        <translation>%1: o dump tem átomos do tipo %2, aos quais o arquivo de entrada não dá coeficientes de par</translation>
    </message>
    <message>
        <source>the box is not square (%1 × %2)</source>
        <translation>a caixa não é quadrada (%1 × %2)</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</source>
        <translation>Quadro do LAMMPS %1 de %2   passo %3   t = %4   N = %5   kT = %6 ε   P = %7 ε/σ²</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5   kT = %6   P = %7</source>
        <translation>Quadro do LAMMPS %1 de %2   passo %3   t = %4   N = %5   kT = %6   P = %7</translation>
    </message>
    <message>
        <source>LAMMPS frame %1 of %2   step %3   t = %4   N = %5</source>
        <translation>Quadro do LAMMPS %1 de %2   passo %3   t = %4   N = %5</translation>
    </message>
    <message>
        <source>Energies, pressure and g(r) are not computed: %1; name the run&apos;s input deck (deck=PATH; in.particlelab beside the dump is read by itself) for its masses and pair coefficients.</source>
        <translation>Energias, pressão e g(r) não são calculadas: %1; indique o arquivo de entrada da simulação (deck=CAMINHO; in.particlelab ao lado do dump é lido sozinho) para suas massas e coeficientes de par.</translation>
    </message>
    <message>
        <source>the frame on show is not in the dump</source>
        <translation>o quadro mostrado não está no dump</translation>
    </message>
    <message>
        <source>the g(r) counts do not fit the run&apos;s bins</source>
        <translation>as contagens de g(r) não correspondem às classes da simulação</translation>
    </message>
    <message>
        <source>a g(r) count is negative or not finite</source>
        <translation>uma contagem de g(r) é negativa ou não é finita</translation>
    </message>
</context>
<context>
    <name>lennard-jones</name>
    <message>
        <source>potential energy per atom</source>
        <translation>energia potencial por átomo</translation>
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
        <translation>Temperatura do termostato kT₀</translation>
    </message>
    <message>
        <source>Target temperature of the thermostat (kT in units of ε).</source>
        <translation>Temperatura alvo do termostato (kT em unidades de ε).</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Densidade numérica</translation>
    </message>
    <message>
        <source>Atoms per unit area; sets the box size.</source>
        <translation>Átomos por unidade de área; define o tamanho da caixa.</translation>
    </message>
    <message>
        <source>Initial temperature</source>
        <translation>Temperatura inicial</translation>
    </message>
    <message>
        <source>kT the atoms start with (Maxwell velocities).</source>
        <translation>kT com que os átomos começam (velocidades de Maxwell).</translation>
    </message>
    <message>
        <source>Thermostat time τ</source>
        <translation>Tempo do termostato τ</translation>
    </message>
    <message>
        <source>Berendsen relaxation time; 0 switches the thermostat off.</source>
        <translation>Tempo de relaxação de Berendsen; 0 desliga o termostato.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Velocity Verlet step. Above ~0.01 the energy starts to drift.</source>
        <translation>Passo do Verlet de velocidades. Acima de ~0,01 a energia começa a derivar.</translation>
    </message>
    <message>
        <source>Shift U to 0 at r_c</source>
        <translation>Deslocar U para 0 em r_c</translation>
    </message>
    <message>
        <source>Subtract U(r_c) = −0.016ε from every pair inside the cut-off, so that a pair crossing r_c changes no energy (the forces stay the same).</source>
        <translation>Subtrair U(r_c) = −0,016ε de cada par dentro do raio de corte, para que um par que cruza r_c não mude a energia (as forças continuam as mesmas).</translation>
    </message>
    <message>
        <source>Equilibration time</source>
        <translation>Tempo de equilibração</translation>
    </message>
    <message>
        <source>Time averages start this long after the reset or the last change of temperature, τ or Δt.</source>
        <translation>As médias temporais começam este tempo após a reinicialização ou a última mudança de temperatura, τ ou Δt.</translation>
    </message>
    <message>
        <source>g(r), last 500 steps</source>
        <translation>g(r), últimos 500 passos</translation>
    </message>
    <message>
        <source>the closest pair</source>
        <translation>o par mais próximo</translation>
    </message>
    <message>
        <source>Lennard-Jones matter: gas, liquid drops, crystal</source>
        <translation>Matéria de Lennard-Jones: gás, gotas líquidas, cristal</translation>
    </message>
    <message>
        <source>Atoms with the Lennard-Jones potential and a thermostat: cool the gas and watch drops condense and freeze.</source>
        <translation>Átomos com o potencial de Lennard-Jones e um termostato: resfrie o gás e veja gotas se condensarem e congelarem.</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   cell lists</source>
        <translation>t = %1   N = %2   kT = %3 ε (alvo %4)   U/N = %5 ε   P = %6 ε/σ²   listas de células</translation>
    </message>
    <message>
        <source>t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   P = %6 ε/σ²   all pairs (small box)</source>
        <translation>t = %1   N = %2   kT = %3 ε (alvo %4)   U/N = %5 ε   P = %6 ε/σ²   todos os pares (caixa pequena)</translation>
    </message>
    <message>
        <source>Lennard-Jones fluid: the run diverged at t = %1.</source>
        <translation>Fluido de Lennard-Jones: a simulação divergiu em t = %1.</translation>
    </message>
    <message numerus="yes">
        <source>Lennard-Jones fluid of %n atoms: temperature kT = %1 ε (target %2 ε), potential energy %3 ε per atom, pressure %4 ε/σ².</source>
        <translation>
            <numerusform>Fluido de Lennard-Jones de %n átomos: temperatura kT = %1 ε (alvo %2 ε), energia potencial %3 ε por átomo, pressão %4 ε/σ².</numerusform>
            <numerusform>Fluido de Lennard-Jones de %n átomos: temperatura kT = %1 ε (alvo %2 ε), energia potencial %3 ε por átomo, pressão %4 ε/σ².</numerusform>
        </translation>
    </message>
    <message>
        <source>parameters &apos;count&apos; and &apos;density&apos;: the box (side %1 σ) must be at least twice the cut-off 2.5σ: use more atoms or a lower density.</source>
        <translation>parâmetros &apos;count&apos; e &apos;density&apos;: a caixa (lado %1 σ) deve ter pelo menos o dobro do raio de corte 2,5σ: use mais átomos ou uma densidade menor.</translation>
    </message>
    <message>
        <source>every %1 steps from t = %2</source>
        <translation>a cada %1 passos a partir de t = %2</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 σ√(m/ε): atoms came so close that the r⁻¹² repulsion blew up. Lower the time step Δt and reset.</source>
        <translation>A simulação divergiu em t = %1 σ√(m/ε): átomos chegaram tão perto que a repulsão r⁻¹² explodiu. Diminua o passo de tempo Δt e reinicie.</translation>
    </message>
    <message>
        <source>the state has %1 atoms where the parameters place %2</source>
        <translation>o estado tem %1 átomos onde os parâmetros colocam %2</translation>
    </message>
    <message>
        <source>the fluid&apos;s potential or g(r) settings differ from the parameters&apos;</source>
        <translation>o potencial ou os ajustes de g(r) do fluido diferem dos parâmetros</translation>
    </message>
    <message>
        <source>the g(r) on show must be finite numbers ≥ 0</source>
        <translation>a g(r) mostrada deve ser formada por números finitos ≥ 0</translation>
    </message>
    <message>
        <source>the fluid of a run that has not diverged holds an energy beyond the blow-up bound</source>
        <translation>o fluido de uma simulação que não divergiu tem uma energia além do limite de divergência</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the time the averages start from is not a finite number ≥ 0</source>
        <translation>o início das médias temporais não é um número finito ≥ 0</translation>
    </message>
    <message>
        <source>time averages: their start time is not a time of the run</source>
        <translation>médias temporais: o seu início não é um instante da simulação</translation>
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
        <translation>Euler simplético</translation>
    </message>
    <message>
        <source>Heun</source>
        <translation>Heun</translation>
    </message>
    <message>
        <source>Midpoint</source>
        <translation>Ponto médio</translation>
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
        <translation>Velocidades comparadas com Maxwell–Boltzmann em 2D</translation>
    </message>
    <message>
        <source>speed v</source>
        <translation>rapidez v</translation>
    </message>
    <message>
        <source>density f(v)</source>
        <translation>densidade f(v)</translation>
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
        <translation>λΔt agora</translation>
    </message>
    <message>
        <source>Region of Forward Euler</source>
        <translation>Região do Euler explícito</translation>
    </message>
    <message>
        <source>Region of Symplectic Euler</source>
        <translation>Região do Euler simplético</translation>
    </message>
    <message>
        <source>Region of Heun</source>
        <translation>Região de Heun</translation>
    </message>
    <message>
        <source>Region of Midpoint</source>
        <translation>Região do ponto médio</translation>
    </message>
    <message>
        <source>Region of RK4</source>
        <translation>Região do RK4</translation>
    </message>
    <message>
        <source>Region of Velocity Verlet</source>
        <translation>Região do Verlet de velocidades</translation>
    </message>
    <message>
        <source>Δt over the stability limit</source>
        <translation>Δt em relação ao limite de estabilidade</translation>
    </message>
    <message>
        <source>no mode to read</source>
        <translation>nenhum modo para ler</translation>
    </message>
    <message>
        <source>Predicted energy growth per second |R(z)|^(2/Δt)</source>
        <translation>Crescimento previsto da energia por segundo |R(z)|^(2/Δt)</translation>
    </message>
    <message>
        <source>the value is not a finite number (the simulation may have diverged)</source>
        <translation>o valor não é um número finito (a simulação pode ter divergido)</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Semente aleatória</translation>
    </message>
    <message>
        <source>Seed of the random engine: the same seed gives the same run.</source>
        <translation>Semente do gerador aleatório: a mesma semente dá a mesma simulação.</translation>
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
        <translation>Log do LAMMPS: Temp</translation>
    </message>
    <message>
        <source>Energy per atom</source>
        <translation>Energia por átomo</translation>
    </message>
    <message>
        <source>energy / N</source>
        <translation>energia / N</translation>
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
        <translation>Log do LAMMPS: PotEng</translation>
    </message>
    <message>
        <source>LAMMPS log: TotEng</source>
        <translation>Log do LAMMPS: TotEng</translation>
    </message>
    <message>
        <source>Shadow H̃/N (Verlet)</source>
        <translation>Energia sombra H̃/N (Verlet)</translation>
    </message>
    <message>
        <source>Pressure (virial)</source>
        <translation>Pressão (virial)</translation>
    </message>
    <message>
        <source>Virial P</source>
        <translation>Virial P</translation>
    </message>
    <message>
        <source>P + ΔP (tail beyond r_c)</source>
        <translation>P + ΔP (cauda além de r_c)</translation>
    </message>
    <message>
        <source>LAMMPS log: Press</source>
        <translation>Log do LAMMPS: Press</translation>
    </message>
    <message>
        <source>Radial distribution function</source>
        <translation>Função de distribuição radial</translation>
    </message>
    <message>
        <source>Pressure P = (K + ½Σ r·F)/A (virial, force cut at r_c)</source>
        <translation>Pressão P = (K + ½Σ r·F)/A (virial, força cortada em r_c)</translation>
    </message>
    <message>
        <source>what LAMMPS&apos;s thermo column Press reports for pair_style lj/cut in 2D</source>
        <translation>o que a coluna thermo Press do LAMMPS informa para pair_style lj/cut em 2D</translation>
    </message>
    <message>
        <source>Tail correction ΔP (pairs beyond r_c, g = 1)</source>
        <translation>Correção de cauda ΔP (pares além de r_c, g = 1)</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>Temperatura kT</translation>
    </message>
    <message>
        <source>Potential energy per atom U/N</source>
        <translation>Energia potencial por átomo U/N</translation>
    </message>
    <message>
        <source>Total energy per atom (K + U)/N</source>
        <translation>Energia total por átomo (K + U)/N</translation>
    </message>
    <message>
        <source>Pressure with the tail P + ΔP</source>
        <translation>Pressão com a cauda P + ΔP</translation>
    </message>
    <message>
        <source>Tail correction of U/N (beyond r_c)</source>
        <translation>Correção de cauda de U/N (além de r_c)</translation>
    </message>
    <message>
        <source>Number density</source>
        <translation>Densidade numérica</translation>
    </message>
    <message>
        <source>Box side</source>
        <translation>Lado da caixa</translation>
    </message>
    <message>
        <source>Samples in the time averages</source>
        <translation>Amostras nas médias temporais</translation>
    </message>
    <message>
        <source>Its standard error</source>
        <translation>Seu erro padrão</translation>
    </message>
    <message>
        <source>Time average ⟨P⟩ + ΔP (tail)</source>
        <translation>Média temporal ⟨P⟩ + ΔP (cauda)</translation>
    </message>
    <message>
        <source>Height of the first peak of g(r)</source>
        <translation>Altura do primeiro pico de g(r)</translation>
    </message>
    <message>
        <source>Position of the first peak of g(r)</source>
        <translation>Posição do primeiro pico de g(r)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>Time average ⟨kT⟩</source>
        <translation>Média temporal ⟨kT⟩</translation>
    </message>
    <message>
        <source>Time average ⟨U/N⟩</source>
        <translation>Média temporal ⟨U/N⟩</translation>
    </message>
    <message>
        <source>Time average ⟨P (virial, cut at r_c)⟩</source>
        <translation>Média temporal ⟨P (virial, cortado em r_c)⟩</translation>
    </message>
    <message>
        <source>λΔt of Dormand–Prince 5(4) now</source>
        <translation>λΔt do Dormand–Prince 5(4) agora</translation>
    </message>
    <message>
        <source>λΔt of Heun–Euler 2(1) now</source>
        <translation>λΔt do Heun–Euler 2(1) agora</translation>
    </message>
    <message>
        <source>Region of Dormand–Prince 5(4)</source>
        <translation>Região do Dormand–Prince 5(4)</translation>
    </message>
    <message>
        <source>Region of Heun–Euler 2(1)</source>
        <translation>Região do Heun–Euler 2(1)</translation>
    </message>
    <message>
        <source>Stability meter: z = λΔt and the regions</source>
        <translation>Medidor de estabilidade: z = λΔt e as regiões</translation>
    </message>
    <message>
        <source>Symplectic Euler force</source>
        <translation>Euler simplético: força</translation>
    </message>
    <message>
        <source>Forward Euler force</source>
        <translation>Euler explícito: força</translation>
    </message>
    <message>
        <source>Symplectic Euler velocity</source>
        <translation>Euler simplético: velocidade</translation>
    </message>
    <message>
        <source>Forward Euler velocity</source>
        <translation>Euler explícito: velocidade</translation>
    </message>
    <message>
        <source>Symplectic Euler position</source>
        <translation>Euler simplético: posição</translation>
    </message>
    <message>
        <source>Forward Euler position</source>
        <translation>Euler explícito: posição</translation>
    </message>
    <message>
        <source>Heun predictor</source>
        <translation>Heun: preditor</translation>
    </message>
    <message>
        <source>Heun corrector</source>
        <translation>Heun: corretor</translation>
    </message>
    <message>
        <source>Midpoint half step</source>
        <translation>Ponto médio: meio passo</translation>
    </message>
    <message>
        <source>Midpoint full step</source>
        <translation>Ponto médio: passo inteiro</translation>
    </message>
    <message>
        <source>RK4 slope k₁</source>
        <translation>RK4: inclinação k₁</translation>
    </message>
    <message>
        <source>RK4 slope k₂</source>
        <translation>RK4: inclinação k₂</translation>
    </message>
    <message>
        <source>RK4 slope k₃</source>
        <translation>RK4: inclinação k₃</translation>
    </message>
    <message>
        <source>RK4 slope k₄ and update</source>
        <translation>RK4: inclinação k₄ e atualização</translation>
    </message>
    <message>
        <source>Verlet half kick</source>
        <translation>Verlet: meio impulso</translation>
    </message>
    <message>
        <source>Verlet drift</source>
        <translation>Verlet: deriva</translation>
    </message>
    <message>
        <source>no oscillating mode in %1 (λ real ≥ 0: the motion itself runs away there, whatever the method)</source>
        <translation>nenhum modo oscilante em %1 (λ real ≥ 0: ali é o próprio movimento que dispara, qualquer que seja o método)</translation>
    </message>
    <message>
        <source>%1 is stable at no Δt for %2</source>
        <translation>%1 não é estável com nenhum Δt para %2</translation>
    </message>
    <message>
        <source>Δt is %1 of the stability limit of %2 for %3</source>
        <translation>Δt é %1 vezes o limite de estabilidade de %2 para %3</translation>
    </message>
    <message>
        <source>%1: energy grows by a factor %2 per second</source>
        <translation>%1: a energia cresce por um fator %2 por segundo</translation>
    </message>
    <message>
        <source>%1: no mode grows</source>
        <translation>%1: nenhum modo cresce</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; for lesson &apos;%2&apos;</source>
        <translation>parâmetro desconhecido &apos;%1&apos; para a lição &apos;%2&apos;</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a finite number</source>
        <translation>parâmetro &apos;%1&apos;: %2 não é um número finito</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to compute with (smaller than 2.2e-308); use 0</source>
        <translation>parâmetro &apos;%1&apos;: %2 está perto demais de zero para calcular com ele (menor que 2,2e-308); use 0</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a whole number</source>
        <translation>parâmetro &apos;%1&apos;: %2 não é um número inteiro</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: a flag is 0 or 1, not %2</source>
        <translation>parâmetro &apos;%1&apos;: um interruptor vale 0 ou 1, não %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2%3 is out of range [%4, %5]%3</source>
        <translation>parâmetro &apos;%1&apos;: %2%3 está fora do intervalo [%4; %5]%3</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose one of: %3)</source>
        <translation>parâmetro &apos;%1&apos;: opção desconhecida %2 (escolha uma de: %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: choose at least one of: %2</source>
        <translation>parâmetro &apos;%1&apos;: escolha pelo menos uma de: %2</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown choice %2 (choose from: %3)</source>
        <translation>parâmetro &apos;%1&apos;: opção desconhecida %2 (escolha entre: %3)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: &apos;%2&apos; is chosen twice; name each choice once</source>
        <translation>parâmetro &apos;%1&apos;: &apos;%2&apos; foi escolhida duas vezes; cite cada opção uma só vez</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is not a number</source>
        <translation>parâmetro &apos;%1&apos;: %2 não é um número</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too close to zero to represent (smaller than 2.2e-308); use 0</source>
        <translation>parâmetro &apos;%1&apos;: %2 está perto demais de zero para ser representado (menor que 2,2e-308); use 0</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: %2 is too large to represent (larger than 1.8e308)</source>
        <translation>parâmetro &apos;%1&apos;: %2 é grande demais para ser representado (maior que 1,8e308)</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: unknown kind</source>
        <translation>parâmetro &apos;%1&apos;: tipo desconhecido</translation>
    </message>
    <message>
        <source>averaging needs %1 samples (%2); %3 so far</source>
        <translation>a média precisa de %1 amostras (%2); %3 até agora</translation>
    </message>
    <message>
        <source>± %1 over %2 samples since t = %3 (%4)</source>
        <translation>± %1 sobre %2 amostras desde t = %3 (%4)</translation>
    </message>
    <message>
        <source>%1: standard error</source>
        <translation>%1: erro padrão</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples</source>
        <translation>média por blocos (Flyvbjerg–Petersen, nível escolhido pelo teste de Jonsson): blocos de %1 amostras</translation>
    </message>
    <message>
        <source>block averaging (Flyvbjerg–Petersen, level chosen by Jonsson&apos;s test): blocks of %1 samples; no level with uncorrelated blocks yet, the largest estimate is shown: run longer</source>
        <translation>média por blocos (Flyvbjerg–Petersen, nível escolhido pelo teste de Jonsson): blocos de %1 amostras; ainda não há nível com blocos não correlacionados, a maior estimativa é mostrada: deixe a simulação rodar mais</translation>
    </message>
    <message>
        <source>a state saved by an older ParticleLab (format version %1) does not fit lesson &apos;%2&apos;: %3</source>
        <translation>um estado salvo por uma versão anterior do ParticleLab (versão de formato %1) não corresponde à lição “%2”: %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be %2</source>
        <translation>o campo “%1” deve ser %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>falta o campo “%1”</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>%1: nested more than %2 levels deep (no session nests so deep; the file was made by hand or damaged)</source>
        <translation>%1: aninhado em mais de %2 níveis (nenhuma sessão se aninha tanto; o arquivo foi feito à mão ou está danificado)</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1: JSON inválido (%2)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (the file is not a JSON object)</source>
        <translation>não é uma sessão do ParticleLab (o arquivo não é um objeto JSON)</translation>
    </message>
    <message>
        <source>not a ParticleLab session (&quot;%1&quot; is not &quot;%2&quot;)</source>
        <translation>não é uma sessão do ParticleLab (“%1” não é “%2”)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this ParticleLab reads versions 1 to %2)</source>
        <translation>a versão de formato %1 não é suportada (este ParticleLab lê as versões 1 a %2)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (a session has %2)</source>
        <translation>campo desconhecido “%1” (uma sessão tem %2)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>uma string</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be an object (a scene file&apos;s content)</source>
        <translation>o campo “%1” deve ser um objeto (o conteúdo de um arquivo de cena)</translation>
    </message>
    <message>
        <source>the lesson is &apos;%1&apos;, a built-in lesson, but the file embeds a &quot;%2&quot; (only a scene opened from a file is saved with its scene)</source>
        <translation>a lição é “%1”, uma lição embutida, mas o arquivo inclui uma “%2” (só uma cena aberta de um arquivo é salva com a sua cena)</translation>
    </message>
    <message>
        <source>unknown lesson &apos;%1&apos;</source>
        <translation>lição desconhecida “%1”</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; must be a string such as &quot;%2&quot;</source>
        <translation>o parâmetro “%1” deve ser uma string como “%2”</translation>
    </message>
    <message>
        <source>an array [x, y]</source>
        <translation>uma lista [x, y]</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be [x, y]</source>
        <translation>o campo “%1” deve ser [x, y]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>the view&apos;s centre and scale must be finite, the scale ≥ 0</source>
        <translation>o centro e a escala da visualização devem ser finitos, a escala ≥ 0</translation>
    </message>
    <message>
        <source>the payload&apos;s encoding is not &quot;%1&quot;</source>
        <translation>a codificação dos dados não é “%1”</translation>
    </message>
    <message>
        <source>the payload is not base64 text (damaged or edited by hand)</source>
        <translation>os dados não são texto base64 (danificados ou editados à mão)</translation>
    </message>
    <message>
        <source>the payload is truncated (%1 bytes where %2 were saved)</source>
        <translation>os dados estão truncados (%1 bytes onde %2 foram salvos)</translation>
    </message>
    <message>
        <source>the payload is damaged (its checksum does not match; was it edited?)</source>
        <translation>os dados estão danificados (a soma de verificação não confere; foram editados?)</translation>
    </message>
    <message>
        <source>the payload cannot be read (%1)</source>
        <translation>os dados não podem ser lidos (%1)</translation>
    </message>
    <message>
        <source>the moment on show lies outside the run</source>
        <translation>o momento mostrado está fora da simulação</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2, but the run stands at tick %3</source>
        <translation>o campo “%1” vale %2, mas a simulação está no passo %3</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; must be a finite number ≥ 0 (s)</source>
        <translation>o campo “%1” deve ser um número finito ≥ 0 (s)</translation>
    </message>
    <message>
        <source>the saved state does not fit lesson &apos;%1&apos;: %2</source>
        <translation>o estado salvo não corresponde à lição “%1”: %2</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is %2 s, but the run stands at t = %3 s</source>
        <translation>o campo “%1” vale %2 s, mas a simulação está em t = %3 s</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: %2</source>
        <translation>ramificação “%1”: %2</translation>
    </message>
    <message>
        <source>branch &apos;%1&apos;: its ghost lies outside it</source>
        <translation>ramificação “%1”: o seu fantasma está fora dela</translation>
    </message>
    <message>
        <source>the ghost of branch &apos;%1&apos; does not fit lesson &apos;%2&apos;: %3</source>
        <translation>o fantasma da ramificação “%1” não corresponde à lição “%2”: %3</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>não pode ser lido (%1)</translation>
    </message>
    <message>
        <source>%1 has %2 runs, the chosen methods %3</source>
        <translation>%1 tem %2 simulações, os métodos escolhidos %3</translation>
    </message>
    <message>
        <source>run %1 of %2 is not of the chosen method %3</source>
        <translation>a simulação %1 de %2 não é do método escolhido %3</translation>
    </message>
    <message>
        <source>the grabbed particle %1 does not exist</source>
        <translation>a partícula agarrada %1 não existe</translation>
    </message>
    <message>
        <source>the grabbed particle&apos;s mass must be positive</source>
        <translation>a massa da partícula agarrada deve ser positiva</translation>
    </message>
    <message>
        <source>the grabbed particle is not held in place</source>
        <translation>a partícula agarrada não está presa no lugar</translation>
    </message>
    <message>
        <source>a particle system must have %1 particles, each with a position, velocity, force and mass</source>
        <translation>um sistema de partículas deve ter %1 partículas, cada uma com posição, velocidade, força e massa</translation>
    </message>
    <message>
        <source>particle %1 has a zero or negative mass</source>
        <translation>a partícula %1 tem massa nula ou negativa</translation>
    </message>
    <message>
        <source>a particle system&apos;s time is not a time of the run</source>
        <translation>o tempo de um sistema de partículas não é um instante da simulação</translation>
    </message>
    <message>
        <source>a run that has not diverged has a position or velocity beyond its blow-up bound or a force that is not finite</source>
        <translation>uma simulação que não divergiu tem uma posição ou velocidade além do seu limite de divergência ou uma força que não é finita</translation>
    </message>
    <message>
        <source>the state has %1 runs where the parameters ask for %2</source>
        <translation>o estado tem %1 simulações onde os parâmetros pedem %2</translation>
    </message>
    <message>
        <source>a run&apos;s divergence time is not a time of the run</source>
        <translation>o instante de divergência de uma simulação não é um instante da simulação</translation>
    </message>
    <message>
        <source>the gas&apos;s counters hold a time that is not a time of the run</source>
        <translation>os contadores do gás contêm um tempo que não é um instante da simulação</translation>
    </message>
    <message>
        <source>the gas&apos;s wall impulse or path length is not finite</source>
        <translation>o impulso nas paredes ou o caminho percorrido do gás não é finito</translation>
    </message>
    <message>
        <source>the gas&apos;s collision counts must be ≥ 0</source>
        <translation>as contagens de colisões do gás devem ser ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s arrays must all have one entry per disk</source>
        <translation>os arranjos do gás devem ter todos uma entrada por disco</translation>
    </message>
    <message>
        <source>the gas&apos;s disk identities and slots do not match</source>
        <translation>as identidades e as posições dos discos do gás não conferem</translation>
    </message>
    <message>
        <source>a disk has a zero, negative or infinite mass or radius</source>
        <translation>um disco tem massa ou raio nulo, negativo ou infinito</translation>
    </message>
    <message>
        <source>the gas&apos;s box must have a finite, positive size</source>
        <translation>a caixa do gás deve ter um tamanho finito e positivo</translation>
    </message>
    <message>
        <source>the gas&apos;s time and step count must be finite numbers ≥ 0</source>
        <translation>o tempo e o número de passos do gás devem ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>a candidate pair names a disk the gas does not have</source>
        <translation>um par candidato indica um disco que o gás não tem</translation>
    </message>
    <message>
        <source>the area the gas&apos;s disks cover is not a finite number ≥ 0</source>
        <translation>a área coberta pelos discos do gás não é um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the gas&apos;s piston has a speed or travel that is not finite</source>
        <translation>o pistão do gás tem uma velocidade ou um curso que não é finito</translation>
    </message>
    <message>
        <source>the gas&apos;s wall temperature is not a finite number ≥ 0</source>
        <translation>a temperatura das paredes do gás não é um número finito ≥ 0</translation>
    </message>
    <message>
        <source>a disk lies outside the gas&apos;s box or is not finite</source>
        <translation>um disco está fora da caixa do gás ou não é finito</translation>
    </message>
    <message>
        <source>a disk&apos;s velocity is not finite or the gas&apos;s energy overflows</source>
        <translation>a velocidade de um disco não é finita ou a energia do gás transborda</translation>
    </message>
    <message>
        <source>the fluid&apos;s settings (mass, σ, ε, cut-off, thermostat) are not acceptable</source>
        <translation>os ajustes do fluido (massa, σ, ε, raio de corte, termostato) não são aceitáveis</translation>
    </message>
    <message>
        <source>the fluid&apos;s arrays must all have one entry per atom</source>
        <translation>os arranjos do fluido devem ter todos uma entrada por átomo</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list is damaged</source>
        <translation>a lista de vizinhos do fluido está danificada</translation>
    </message>
    <message>
        <source>the fluid&apos;s neighbour list names an atom it does not have</source>
        <translation>a lista de vizinhos do fluido indica um átomo que ele não tem</translation>
    </message>
    <message>
        <source>the fluid&apos;s g(r) counts do not match its bins</source>
        <translation>as contagens de g(r) do fluido não correspondem às suas classes</translation>
    </message>
    <message>
        <source>the fluid&apos;s box, time and step count must be finite numbers ≥ 0</source>
        <translation>a caixa, o tempo e o número de passos do fluido devem ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>an atom&apos;s velocity, force or energy is not finite</source>
        <translation>a velocidade, a força ou a energia de um átomo não é finita</translation>
    </message>
    <message>
        <source>an atom lies outside the periodic box or is not finite</source>
        <translation>um átomo está fora da caixa periódica ou não é finito</translation>
    </message>
    <message>
        <source>the fluid&apos;s kinetic energy, potential energy or virial is not finite</source>
        <translation>a energia cinética, a energia potencial ou o virial do fluido não é finito</translation>
    </message>
    <message>
        <source>the saved values lack parameter &apos;%1&apos;</source>
        <translation>falta o parâmetro “%1” nos valores salvos</translation>
    </message>
    <message>
        <source>the state is damaged or incomplete (%1)</source>
        <translation>o estado está danificado ou incompleto (%1)</translation>
    </message>
    <message>
        <source>the state has bytes left over after the lesson read it</source>
        <translation>sobram bytes do estado depois que a lição o leu</translation>
    </message>
    <message>
        <source>the state is not acceptable: %1</source>
        <translation>o estado não é aceitável: %1</translation>
    </message>
    <message>
        <source>the run has no keyframe at its start</source>
        <translation>a simulação não tem quadro-chave no início</translation>
    </message>
    <message>
        <source>the run&apos;s keyframes are out of order</source>
        <translation>os quadros-chave da simulação estão fora de ordem</translation>
    </message>
    <message>
        <source>a keyframe lies beyond the end of the run</source>
        <translation>um quadro-chave está além do fim da simulação</translation>
    </message>
    <message>
        <source>the run&apos;s event log is out of order</source>
        <translation>o registro de eventos da simulação está fora de ordem</translation>
    </message>
    <message>
        <source>the run&apos;s stage marks are out of order</source>
        <translation>as marcas de estágio da simulação estão fora de ordem</translation>
    </message>
    <message>
        <source>the run&apos;s keyframe settings are invalid</source>
        <translation>os ajustes de quadros-chave da simulação são inválidos</translation>
    </message>
    <message>
        <source>a matrix in the state has an impossible size</source>
        <translation>uma matriz do estado tem um tamanho impossível</translation>
    </message>
    <message>
        <source>a random engine in the state is damaged</source>
        <translation>um gerador aleatório do estado está danificado</translation>
    </message>
    <message>
        <source>a random distribution in the state is damaged</source>
        <translation>uma distribuição aleatória do estado está danificada</translation>
    </message>
    <message>
        <source>time averages: %1</source>
        <translation>médias temporais: %1</translation>
    </message>
    <message>
        <source>time averages: the three quantities count different numbers of samples</source>
        <translation>médias temporais: as três grandezas contam números diferentes de amostras</translation>
    </message>
    <message>
        <source>time averages: their start time is not a number</source>
        <translation>médias temporais: o seu início não é um número</translation>
    </message>
    <message>
        <source>the averages&apos; sample lists differ in length</source>
        <translation>as listas de amostras das médias têm comprimentos diferentes</translation>
    </message>
    <message>
        <source>boundary needs a style for x, y and z</source>
        <translation>boundary precisa de um estilo para x, y e z</translation>
    </message>
    <message>
        <source>read_data names no file</source>
        <translation>read_data não indica nenhum arquivo</translation>
    </message>
    <message>
        <source>expected &apos;mass TYPE M&apos; with a type from 1 and M &gt; 0</source>
        <translation>esperava-se &apos;mass TYPE M&apos; com um tipo a partir de 1 e M &gt; 0</translation>
    </message>
    <message>
        <source>only &apos;pair_style lj/cut RC&apos; is read, found %1</source>
        <translation>só &apos;pair_style lj/cut RC&apos; é lido, encontrado %1</translation>
    </message>
    <message>
        <source>the lj/cut cut-off %1 is not a positive number</source>
        <translation>o raio de corte lj/cut %1 não é um número positivo</translation>
    </message>
    <message>
        <source>expected &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; with types from 1, EPSILON ≥ 0 and SIGMA &gt; 0</source>
        <translation>esperava-se &apos;pair_coeff I J EPSILON SIGMA [CUTOFF]&apos; com tipos a partir de 1, EPSILON ≥ 0 e SIGMA &gt; 0</translation>
    </message>
    <message>
        <source>the pair cut-off %1 is not a positive number</source>
        <translation>o raio de corte %1 do par não é um número positivo</translation>
    </message>
    <message>
        <source>the group&apos;s type %1 is not a type number</source>
        <translation>o tipo %1 do grupo não é um número de tipo</translation>
    </message>
    <message>
        <source>the wall position %1 of %2 is not a number (EDGE and variables are not read)</source>
        <translation>a posição de parede %1 de %2 não é um número (EDGE e variáveis não são lidos)</translation>
    </message>
    <message>
        <source>the ATOMS header has no &apos;id&apos; column</source>
        <translation>o cabeçalho ATOMS não tem coluna &apos;id&apos;</translation>
    </message>
    <message>
        <source>the ATOMS header has no positions (x y, xs ys or xu yu)</source>
        <translation>o cabeçalho ATOMS não tem posições (x y, xs ys ou xu yu)</translation>
    </message>
    <message>
        <source>the ATOMS header has only one of the velocity columns vx, vy</source>
        <translation>o cabeçalho ATOMS tem só uma das colunas de velocidade vx, vy</translation>
    </message>
    <message>
        <source>the file ends where %1 should be (truncated?)</source>
        <translation>o arquivo termina onde %1 deveria estar (truncado?)</translation>
    </message>
    <message>
        <source>expected %1 to begin a frame, found %2</source>
        <translation>esperava-se %1 no começo de um quadro, encontrado %2</translation>
    </message>
    <message>
        <source>the file ends where the timestep should be (truncated?)</source>
        <translation>o arquivo termina onde o passo de tempo deveria estar (truncado?)</translation>
    </message>
    <message>
        <source>%1 is not a timestep number</source>
        <translation>%1 não é um número de passo de tempo</translation>
    </message>
    <message>
        <source>the file ends where the value of %1 should be (truncated?)</source>
        <translation>o arquivo termina onde o valor de %1 deveria estar (truncado?)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>esperava-se %1, encontrado %2</translation>
    </message>
    <message>
        <source>the file ends where the number of atoms should be (truncated?)</source>
        <translation>o arquivo termina onde o número de átomos deveria estar (truncado?)</translation>
    </message>
    <message>
        <source>%1 is not a number of atoms</source>
        <translation>%1 não é um número de átomos</translation>
    </message>
    <message>
        <source>a triclinic box (tilt factors xy xz yz): only orthogonal boxes are read</source>
        <translation>uma caixa triclínica (fatores de inclinação xy xz yz): só caixas ortogonais são lidas</translation>
    </message>
    <message>
        <source>the file ends where the box bounds should be (truncated?)</source>
        <translation>o arquivo termina onde os limites da caixa deveriam estar (truncado?)</translation>
    </message>
    <message>
        <source>expected two finite box bounds lo &lt; hi, found %1</source>
        <translation>esperavam-se dois limites de caixa finitos lo &lt; hi, encontrado %1</translation>
    </message>
    <message>
        <source>this frame&apos;s columns differ from the first frame&apos;s (%1)</source>
        <translation>as colunas deste quadro diferem das do primeiro quadro (%1)</translation>
    </message>
    <message>
        <source>this frame has %1 atoms, the first frame %2 (atoms lost or added are not supported)</source>
        <translation>este quadro tem %1 átomos, o primeiro quadro %2 (átomos perdidos ou acrescentados não são suportados)</translation>
    </message>
    <message>
        <source>the frame at timestep %1 claims %2 atoms, but the rest of the file holds at most %3 atom rows (truncated, or a wrong NUMBER OF ATOMS?)</source>
        <translation>o quadro no passo de tempo %1 declara %2 átomos, mas o resto do arquivo contém no máximo %3 linhas de átomos (truncado, ou NUMBER OF ATOMS errado?)</translation>
    </message>
    <message>
        <source>the file ends after %1 of %2 atoms of the frame at timestep %3 (truncated?)</source>
        <translation>o arquivo termina após %1 de %2 átomos do quadro no passo de tempo %3 (truncado?)</translation>
    </message>
    <message>
        <source>an atom row with %1 values; the ATOMS header names %2 columns</source>
        <translation>uma linha de átomo com %1 valores; o cabeçalho ATOMS indica %2 colunas</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2)</source>
        <translation>%1 não é um número finito (coluna %2)</translation>
    </message>
    <message>
        <source>%1 is not a number (column %2)</source>
        <translation>%1 não é um número (coluna %2)</translation>
    </message>
    <message>
        <source>the atom type %1 is not a whole number from 1 to 1000</source>
        <translation>o tipo de átomo %1 não é um número inteiro de 1 a 1000</translation>
    </message>
    <message>
        <source>the frame at timestep %1 lists an atom id twice</source>
        <translation>o quadro no passo de tempo %1 lista um identificador de átomo duas vezes</translation>
    </message>
    <message>
        <source>no frame: the file is empty</source>
        <translation>nenhum quadro: o arquivo está vazio</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>esperavam-se %1 valores, encontrados %2</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 não é um número finito</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 não é um número</translation>
    </message>
    <message>
        <source>velocity of atom %1, which is not the atom listed at that place in Atoms</source>
        <translation>velocidade do átomo %1, que não é o átomo listado nesse lugar em Atoms</translation>
    </message>
    <message>
        <source>no &apos;N atoms&apos; line in the header</source>
        <translation>nenhuma linha &apos;N atoms&apos; no cabeçalho</translation>
    </message>
    <message>
        <source>the header announces %1 atoms, the Atoms section lists %2</source>
        <translation>o cabeçalho anuncia %1 átomos, a seção Atoms lista %2</translation>
    </message>
    <message>
        <source>the Velocities section lists %1 of %2 atoms</source>
        <translation>a seção Velocities lista %1 de %2 átomos</translation>
    </message>
    <message>
        <source>this thermo table&apos;s columns differ from those of the first table; only runs with one thermo_style are read</source>
        <translation>as colunas desta tabela thermo diferem das da primeira tabela; só execuções com um único thermo_style são lidas</translation>
    </message>
    <message>
        <source>a thermo row with %1 values; the header at line %2 names %3 columns</source>
        <translation>uma linha thermo com %1 valores; o cabeçalho na linha %2 indica %3 colunas</translation>
    </message>
    <message>
        <source>%1 is not a finite number (column %2; did the LAMMPS run blow up?)</source>
        <translation>%1 não é um número finito (coluna %2; a execução do LAMMPS divergiu?)</translation>
    </message>
    <message>
        <source>the file ends inside the thermo table begun at line %1, after %2 rows, without its &apos;Loop time&apos; line (truncated, or LAMMPS is still running?)</source>
        <translation>o arquivo termina dentro da tabela thermo começada na linha %1, após %2 linhas, sem a sua linha &apos;Loop time&apos; (truncado, ou o LAMMPS ainda está rodando?)</translation>
    </message>
    <message>
        <source>no thermo table (a line &apos;Step …&apos; followed by rows)</source>
        <translation>nenhuma tabela thermo (uma linha &apos;Step …&apos; seguida de linhas)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a character device (it never ends)</source>
        <translation>um dispositivo de caracteres (nunca termina)</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>um dispositivo de blocos</translation>
    </message>
    <message>
        <source>a FIFO (a named pipe)</source>
        <translation>um FIFO (um pipe nomeado)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>not a file that can be read</source>
        <translation>não é um arquivo que possa ser lido</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Arquivo ou pasta inexistente</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permissão negada</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operação não permitida</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Não é uma pasta</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>É uma pasta</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nome de arquivo longo demais</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Níveis demais de links simbólicos</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erro de entrada/saída</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Arquivos abertos demais</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>Não foi possível alocar memória</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>não pode ser aberto (%1)</translation>
    </message>
    <message>
        <source>is %1, not a regular file</source>
        <translation>é %1, não um arquivo comum</translation>
    </message>
    <message>
        <source>reading was interrupted</source>
        <translation>a leitura foi interrompida</translation>
    </message>
    <message>
        <source>is larger than %1, the most %2 may have</source>
        <translation>é maior que %1, o máximo que %2 pode ter</translation>
    </message>
    <message>
        <source>a LAMMPS input deck</source>
        <translation>um script de entrada do LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS dump</source>
        <translation>um dump do LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS data file</source>
        <translation>um arquivo de dados do LAMMPS</translation>
    </message>
    <message>
        <source>a LAMMPS log</source>
        <translation>um log do LAMMPS</translation>
    </message>
    <message>
        <source>its embedded scene</source>
        <translation>sua cena incorporada</translation>
    </message>
    <message>
        <source>a session file</source>
        <translation>um arquivo de sessão</translation>
    </message>
    <message>
        <source>a true/false value is stored as %1, neither 0 nor 1 (damaged)</source>
        <translation>um valor verdadeiro/falso está salvo como %1, nem 0 nem 1 (danificado)</translation>
    </message>
    <message>
        <source>it ends before everything in it was read</source>
        <translation>os dados terminam antes de tudo ter sido lido</translation>
    </message>
    <message>
        <source>a choice in it names an alternative that does not exist</source>
        <translation>uma escolha indica uma alternativa que não existe</translation>
    </message>
    <message>
        <source>a size in it asks for more memory than there is</source>
        <translation>um tamanho pede mais memória do que há</translation>
    </message>
    <message>
        <source>a list in it claims an impossible length</source>
        <translation>uma lista declara um comprimento impossível</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>o arquivo</translation>
    </message>
    <message>
        <source>value</source>
        <translation>um valor</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>uma chave de objeto</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>um separador de objeto</translation>
    </message>
    <message>
        <source>object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>array</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>o literal true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>o literal false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>o literal null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>uma string</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>o fim do texto</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos; ou um literal</translation>
    </message>
    <message>
        <source>&lt;parse error&gt;</source>
        <translation>&lt;erro de leitura&gt;</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>um símbolo desconhecido</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>literal inválido</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>string inválida: falta a aspa de fechamento</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>string inválida: byte UTF-8 malformado</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>string inválida: caractere proibido depois da barra invertida</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>string inválida: &apos;\u&apos; deve ser seguido de 4 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>número inválido; esperava-se um dígito depois de &apos;-&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>número inválido; esperava-se um dígito depois de &apos;.&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>número inválido; esperava-se &apos;+&apos;, &apos;-&apos; ou um dígito depois do expoente</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>número inválido; esperava-se um dígito depois do sinal do expoente</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2</source>
        <translation>string inválida: o caractere de controle %1 deve ser escapado como %2</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;; expected %4</source>
        <translation>erro de sintaxe ao ler %1 – %2; último texto lido: &apos;%3&apos;; esperava-se %4</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; last read: &apos;%3&apos;</source>
        <translation>erro de sintaxe ao ler %1 – %2; último texto lido: &apos;%3&apos;</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2; expected %3</source>
        <translation>erro de sintaxe ao ler %1 – inesperado: %2; esperava-se %3</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - unexpected %2</source>
        <translation>erro de sintaxe ao ler %1 – inesperado: %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep (no scene nests so deep)</source>
        <translation>aninhado em mais de %1 níveis (nenhuma cena se aninha tanto)</translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON object)</source>
        <translation>o arquivo está vazio (esperava-se um objeto JSON)</translation>
    </message>
    <message>
        <source>the file ends too early (truncated?): %1</source>
        <translation>o arquivo termina cedo demais (truncado?): %1</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadeiro/falso</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>expected an object {…} (%1), found %2</source>
        <translation>esperava-se um objeto {…} (%1), encontrado: %2</translation>
    </message>
    <message>
        <source>expected a list […] (%1), found %2</source>
        <translation>esperava-se uma lista […] (%1), encontrado: %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; (expected one of: %2)</source>
        <translation>campo desconhecido &apos;%1&apos; (esperava-se um de: %2)</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>falta o campo &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>esperava-se um número, encontrado: %1</translation>
    </message>
    <message>
        <source>the number is too large (not finite)</source>
        <translation>o número é grande demais (não finito)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>esperava-se um número inteiro, encontrado: %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>esperava-se true ou false, encontrado: %1</translation>
    </message>
    <message>
        <source>expected a string &quot;…&quot;, found %1</source>
        <translation>esperava-se uma string &quot;…&quot;, encontrado: %1</translation>
    </message>
    <message>
        <source>expected a pair of numbers [x, y], found %1</source>
        <translation>esperava-se um par de números [x, y], encontrado: %1</translation>
    </message>
    <message>
        <source>a list of %1</source>
        <translation>uma lista de %1 itens</translation>
    </message>
    <message>
        <source>a scene file</source>
        <translation>um arquivo de cena</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>o arquivo %1</translation>
    </message>
    <message>
        <source>unknown colour &apos;%1&apos; (expected #rrggbb or one of: %2)</source>
        <translation>cor desconhecida &apos;%1&apos; (esperava-se #rrggbb ou uma de: %2)</translation>
    </message>
    <message>
        <source>a scene</source>
        <translation>uma cena</translation>
    </message>
    <message>
        <source>this is not a scene file: the format is &apos;%1&apos;, expected &apos;%2&apos;</source>
        <translation>este não é um arquivo de cena: o formato é &apos;%1&apos;, esperava-se &apos;%2&apos;</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version 1)</source>
        <translation>a versão %1 não é suportada (este programa lê a versão 1)</translation>
    </message>
    <message>
        <source>the world rectangle shown</source>
        <translation>o retângulo do mundo exibido</translation>
    </message>
    <message>
        <source>min must be below and left of max</source>
        <translation>min deve ficar abaixo e à esquerda de max</translation>
    </message>
    <message>
        <source>the scene&apos;s texts by language (de, fr, es, pt_BR)</source>
        <translation>os textos da cena por idioma (de, fr, es, pt_BR)</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (expected one of: %2)</source>
        <translation>idioma desconhecido &apos;%1&apos; (esperava-se um de: %2)</translation>
    </message>
    <message>
        <source>the scene&apos;s title, description and questions in one language</source>
        <translation>o título, a descrição e as perguntas da cena em um idioma</translation>
    </message>
    <message>
        <source>the questions&apos; texts, in order</source>
        <translation>os textos das perguntas, em ordem</translation>
    </message>
    <message>
        <source>the scene asks no questions (student.questions), so there are none to translate</source>
        <translation>a cena não faz perguntas (student.questions), então não há nenhuma para traduzir</translation>
    </message>
    <message>
        <source>%1 for %2 of student.questions: give one text a question, in the same order</source>
        <translation>%1 para %2 de student.questions: dê um texto por pergunta, na mesma ordem</translation>
    </message>
    <message numerus="yes">
        <source>%n question texts</source>
        <translation>
            <numerusform>%n texto de pergunta</numerusform>
            <numerusform>%n textos de perguntas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n questions</source>
        <translation>
            <numerusform>a %n pergunta</numerusform>
            <numerusform>as %n perguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>the question&apos;s text is empty</source>
        <translation>o texto da pergunta está vazio</translation>
    </message>
    <message>
        <source>%1 is not greater than 0 (%2)</source>
        <translation>%1 não é maior que 0 (%2)</translation>
    </message>
    <message>
        <source>%1 is negative (%2; 0 or more)</source>
        <translation>%1 é negativo (%2; 0 ou mais)</translation>
    </message>
    <message>
        <source>%1 is outside [0, 1]</source>
        <translation>%1 está fora de [0, 1]</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos; (expected one of: %2)</source>
        <translation>integrador desconhecido &apos;%1&apos; (esperava-se um de: %2)</translation>
    </message>
    <message>
        <source>a time step in s</source>
        <translation>um passo de tempo em s</translation>
    </message>
    <message>
        <source>a time step of %1 s is longer than 1 s</source>
        <translation>um passo de tempo de %1 s é maior que 1 s</translation>
    </message>
    <message>
        <source>a time step of %1 s is shorter than 1e-9 s</source>
        <translation>um passo de tempo de %1 s é menor que 1e-9 s</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 1000</source>
        <translation>esperava-se um número inteiro de 1 a 1000</translation>
    </message>
    <message>
        <source>a drag coefficient in N·s/m</source>
        <translation>um coeficiente de arrasto em N·s/m</translation>
    </message>
    <message>
        <source>contacts between the particles</source>
        <translation>os contatos entre as partículas</translation>
    </message>
    <message>
        <source>gravitation between the particles</source>
        <translation>a gravitação entre as partículas</translation>
    </message>
    <message>
        <source>the particles</source>
        <translation>as partículas</translation>
    </message>
    <message>
        <source>a scene needs at least one particle</source>
        <translation>uma cena precisa de pelo menos uma partícula</translation>
    </message>
    <message>
        <source>a particle</source>
        <translation>uma partícula</translation>
    </message>
    <message>
        <source>the label &apos;%1&apos; is already used by particle %2</source>
        <translation>o rótulo &apos;%1&apos; já é usado pela partícula %2</translation>
    </message>
    <message>
        <source>a mass in kg</source>
        <translation>uma massa em kg</translation>
    </message>
    <message>
        <source>a radius in m</source>
        <translation>um raio em m</translation>
    </message>
    <message>
        <source>no particle is labelled &apos;%1&apos;</source>
        <translation>nenhuma partícula tem o rótulo &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a particle&apos;s label or index, found %1</source>
        <translation>esperava-se o rótulo ou o índice de uma partícula, encontrado: %1</translation>
    </message>
    <message>
        <source>there is no particle %1 (the scene has %2, numbered from 0)</source>
        <translation>não existe a partícula %1 (a cena tem %2, numeradas a partir de 0)</translation>
    </message>
    <message>
        <source>expected two particles [a, b], found %1</source>
        <translation>esperavam-se duas partículas [a, b], encontrado: %1</translation>
    </message>
    <message>
        <source>joins particle %1 to itself</source>
        <translation>liga a partícula %1 a ela mesma</translation>
    </message>
    <message>
        <source>a length in m</source>
        <translation>um comprimento em m</translation>
    </message>
    <message>
        <source>the springs</source>
        <translation>as molas</translation>
    </message>
    <message>
        <source>a spring</source>
        <translation>uma mola</translation>
    </message>
    <message>
        <source>the rods (XPBD distance constraints)</source>
        <translation>as hastes (restrições de distância XPBD)</translation>
    </message>
    <message>
        <source>a rod</source>
        <translation>uma haste</translation>
    </message>
    <message>
        <source>the pressure bodies</source>
        <translation>os corpos pressurizados</translation>
    </message>
    <message>
        <source>a pressure body</source>
        <translation>um corpo pressurizado</translation>
    </message>
    <message>
        <source>the ring&apos;s particles, counter-clockwise</source>
        <translation>as partículas do anel, no sentido anti-horário</translation>
    </message>
    <message>
        <source>a ring needs at least 3 particles, found %1</source>
        <translation>um anel precisa de pelo menos 3 partículas, encontradas: %1</translation>
    </message>
    <message>
        <source>particle %1 appears twice in the ring</source>
        <translation>a partícula %1 aparece duas vezes no anel</translation>
    </message>
    <message>
        <source>the ring must run counter-clockwise around a positive area (its area is %1 m²)</source>
        <translation>o anel deve percorrer no sentido anti-horário uma área positiva (sua área é %1 m²)</translation>
    </message>
    <message>
        <source>the walls</source>
        <translation>as paredes</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>uma parede</translation>
    </message>
    <message>
        <source>the normal %1 has no direction (its length must be more than 1e-12)</source>
        <translation>a normal %1 não tem direção (seu comprimento deve ser maior que 1e-12)</translation>
    </message>
    <message>
        <source>a box&apos;s min must be below and left of its max</source>
        <translation>o min de uma caixa deve ficar abaixo e à esquerda do seu max</translation>
    </message>
    <message>
        <source>unknown wall type &apos;%1&apos; (expected plane or box)</source>
        <translation>tipo de parede desconhecido &apos;%1&apos; (esperava-se plane ou box)</translation>
    </message>
    <message>
        <source>a friction coefficient</source>
        <translation>um coeficiente de atrito</translation>
    </message>
    <message>
        <source>the charts</source>
        <translation>os gráficos</translation>
    </message>
    <message>
        <source>the measurements</source>
        <translation>as medições</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>um gráfico</translation>
    </message>
    <message>
        <source>a measurement</source>
        <translation>uma medição</translation>
    </message>
    <message>
        <source>unknown quantity &apos;%1&apos; (expected one of: %2)</source>
        <translation>grandeza desconhecida &apos;%1&apos; (esperava-se uma de: %2)</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (expected %3)</source>
        <translation>%1 desconhecido &apos;%2&apos; (esperava-se %3)</translation>
    </message>
    <message>
        <source>the student mode</source>
        <translation>o modo aluno</translation>
    </message>
    <message>
        <source>parameter names, or &quot;*&quot; for all</source>
        <translation>nomes de parâmetros, ou &quot;*&quot; para todos</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (expected &quot;*&quot; or one of: %2)</source>
        <translation>parâmetro desconhecido &apos;%1&apos; (esperava-se &quot;*&quot; ou um de: %2)</translation>
    </message>
    <message>
        <source>panel names</source>
        <translation>nomes de painéis</translation>
    </message>
    <message>
        <source>panel</source>
        <translation>painel</translation>
    </message>
    <message>
        <source>lessons, text, parameters, measurements or charts</source>
        <translation>lessons, text, parameters, measurements ou charts</translation>
    </message>
    <message>
        <source>ways out of student mode</source>
        <translation>formas de sair do modo aluno</translation>
    </message>
    <message>
        <source>way out</source>
        <translation>modo de saída</translation>
    </message>
    <message>
        <source>lessons, open or defaults</source>
        <translation>lessons, open ou defaults</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>perguntas</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>uma pergunta</translation>
    </message>
    <message>
        <source>the question has no text</source>
        <translation>a pergunta não tem texto</translation>
    </message>
    <message>
        <source>a tolerance needs a numeric &quot;answer&quot;</source>
        <translation>uma tolerância precisa de uma &quot;answer&quot; numérica</translation>
    </message>
    <message>
        <source>the tolerance %1 is negative; it must be 0 or more</source>
        <translation>a tolerância %1 é negativa; deve ser 0 ou mais</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Não há espaço livre no dispositivo</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistema de arquivos somente leitura</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Cota de disco excedida</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Arquivo grande demais</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>O arquivo já existe</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>não pode ser gravado (%1)</translation>
    </message>
    <message>
        <source>writing was interrupted</source>
        <translation>a gravação foi interrompida</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>string inválida: um substituto U+D800..U+DBFF deve ser seguido de U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>string inválida: um substituto U+DC00..U+DFFF deve vir depois de U+D800..U+DBFF</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>marca de ordem de bytes (BOM) inválida; se presente, deve ser 0xEF 0xBB 0xBF</translation>
    </message>
    <message>
        <source>the number %1 is too large for a double</source>
        <translation>o número %1 é grande demais para um double</translation>
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
        <translation>Energias</translation>
    </message>
    <message>
        <source>Total energy E</source>
        <translation>Energia total E</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>Potential energy</source>
        <translation>Energia potencial</translation>
    </message>
    <message>
        <source>Energy drift E − E₀</source>
        <translation>Deriva da energia E − E₀</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/|E₀|</source>
        <translation>Deriva relativa da energia (E − E₀)/|E₀|</translation>
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
        <translation>O método que avança x&apos;&apos; = F/m entre as projeções dos vínculos.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>One step; split into the substeps.</source>
        <translation>Um passo; dividido nos subpassos.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Subpassos</translation>
    </message>
    <message>
        <source>Each step is split into this many substeps.</source>
        <translation>Cada passo é dividido em tantos subpassos.</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterações</translation>
    </message>
    <message>
        <source>Constraint sweeps per substep (rods and walls).</source>
        <translation>Passadas pelos vínculos por subpasso (hastes e paredes).</translation>
    </message>
    <message>
        <source>Gravity ×</source>
        <translation>Gravidade ×</translation>
    </message>
    <message>
        <source>Drag b</source>
        <translation>Arrasto b</translation>
    </message>
    <message>
        <source>Linear drag F = −b v on every particle.</source>
        <translation>Arrasto linear F = −b v em cada partícula.</translation>
    </message>
    <message>
        <source>Restitution between particles</source>
        <translation>Restituição entre partículas</translation>
    </message>
    <message>
        <source>Contacts between particles (when the scene has them): 1 is elastic, 0 sticks.</source>
        <translation>Contatos entre partículas (quando a cena os tem): 1 é elástico, 0 gruda.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>%1: the simulation diverged at t = %2 s.</source>
        <translation>%1: a simulação divergiu em t = %2 s.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at x = %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 está em x = %3 m; energia total %4 J.</numerusform>
            <numerusform>%1: %n partículas; %2 está em x = %3 m; energia total %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 is at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 está a uma altura de %3 m; energia total %4 J.</numerusform>
            <numerusform>%1: %n partículas; %2 está a uma altura de %3 m; energia total %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 moves at %3 m/s; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 se move a %3 m/s; energia total %4 J.</numerusform>
            <numerusform>%1: %n partículas; %2 se move a %3 m/s; energia total %4 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; %2 and %3 are %4 m apart; total energy %5 J.</source>
        <translation>
            <numerusform>%1: %n partículas; %2 e %3 estão a %4 m um do outro; energia total %5 J.</numerusform>
            <numerusform>%1: %n partículas; %2 e %3 estão a %4 m um do outro; energia total %5 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles, all pinned; energy %2 J.</source>
        <translation>
            <numerusform>%1: %n partículas, fixas; energia %2 J.</numerusform>
            <numerusform>%1: %n partículas, fixas; energia %2 J.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n particles; the fastest moves at %2 m/s at a height of %3 m; total energy %4 J.</source>
        <translation>
            <numerusform>%1: %n partículas; a mais rápida se move a %2 m/s a uma altura de %3 m; energia total %4 J.</numerusform>
            <numerusform>%1: %n partículas; a mais rápida se move a %2 m/s a uma altura de %3 m; energia total %4 J.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   t = %2 s   E = %3 J</source>
        <translation>%1   t = %2 s   E = %3 J</translation>
    </message>
    <message>
        <source>divided by M g ℓ = %1 J (moving mass M = %2 kg, g = %3 m/s², ℓ = %4 m, the size of the scene at the start), since E₀ = %5 J is too small to divide by</source>
        <translation>dividido por M g ℓ = %1 J (massa móvel M = %2 kg, g = %3 m/s², ℓ = %4 m, o tamanho da cena no início), pois E₀ = %5 J é pequeno demais para dividir por ele</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/(M g ℓ), M g ℓ = %1 J</source>
        <translation>Deriva relativa da energia (E − E₀)/(M g ℓ), M g ℓ = %1 J</translation>
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
        <translation>Velocidade de %1</translation>
    </message>
    <message>
        <source>Distance %1 – %2</source>
        <translation>Distância %1 – %2</translation>
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
            <numerusform>%n mola</numerusform>
            <numerusform>%n molas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rods</source>
        <translation>
            <numerusform>%n haste</numerusform>
            <numerusform>%n hastes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n parede</numerusform>
            <numerusform>%n paredes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a scene file.</source>
        <translation>%1 — um arquivo de cena.</translation>
    </message>
    <message>
        <source>Multiplies the scene&apos;s gravity (%1 m/s²).</source>
        <translation>Multiplica a gravidade da cena (%1 m/s²).</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>quantidade de movimento</translation>
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
        <translation>a simulação divergiu em t = %1 s</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: a particle flew off or became NaN. Try a smaller Δt, more substeps or a softer spring.</source>
        <translation>A simulação divergiu em t = %1 s: uma partícula disparou ou virou NaN. Tente um Δt menor, mais subpassos ou uma mola mais macia.</translation>
    </message>
    <message>
        <source>the particle arrays do not match the scene&apos;s particles</source>
        <translation>os arranjos de partículas não correspondem às partículas da cena</translation>
    </message>
    <message>
        <source>the trails do not match the scene&apos;s particles</source>
        <translation>os rastros não correspondem às partículas da cena</translation>
    </message>
    <message>
        <source>the grabbed particle is not in the scene</source>
        <translation>a partícula agarrada não está na cena</translation>
    </message>
    <message>
        <source>the time and step count must be finite numbers ≥ 0</source>
        <translation>o tempo e o número de passos devem ser números finitos ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the energy at the start is not the energy of the scene&apos;s start</source>
        <translation>a energia no início não é a energia do início da cena</translation>
    </message>
    <message>
        <source>the point the grabbed particle is held at is not finite</source>
        <translation>o ponto onde a partícula agarrada é segurada não é finito</translation>
    </message>
    <message>
        <source>a trail is longer than the lesson keeps</source>
        <translation>um rastro é mais longo do que a lição guarda</translation>
    </message>
    <message>
        <source>a particle&apos;s position or velocity is not finite or beyond the blow-up bound</source>
        <translation>a posição ou a velocidade de uma partícula não é finita ou ultrapassa o limite de divergência</translation>
    </message>
    <message>
        <source>a trail point is not finite</source>
        <translation>um ponto de rastro não é finito</translation>
    </message>
</context>
<context>
    <name>pendulum</name>
    <message>
        <source>Length L</source>
        <translation>Comprimento L</translation>
    </message>
    <message>
        <source>Length of the rod from the pivot to the bob.</source>
        <translation>Comprimento da haste do pivô até a massa.</translation>
    </message>
    <message>
        <source>Gravity g</source>
        <translation>Gravidade g</translation>
    </message>
    <message>
        <source>Gravitational acceleration.</source>
        <translation>Aceleração da gravidade.</translation>
    </message>
    <message>
        <source>Damping β</source>
        <translation>Amortecimento β</translation>
    </message>
    <message>
        <source>Damping rate: θ&apos;&apos; gets the term −2βθ&apos;. Zero for no friction.</source>
        <translation>Taxa de amortecimento: θ&apos;&apos; recebe o termo −2βθ&apos;. Zero para nenhum atrito.</translation>
    </message>
    <message>
        <source>Initial angle θ₀</source>
        <translation>Ângulo inicial θ₀</translation>
    </message>
    <message>
        <source>Angle from the downward vertical at t = 0 (drag the bob to set it).</source>
        <translation>Ângulo em relação à vertical para baixo em t = 0 (arraste a massa para ajustá-lo).</translation>
    </message>
    <message>
        <source>Initial angular velocity ω₀</source>
        <translation>Velocidade angular inicial ω₀</translation>
    </message>
    <message>
        <source>Angular velocity at t = 0.</source>
        <translation>Velocidade angular em t = 0.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>Time integrator of the nonlinear pendulum and of the period study.</source>
        <translation>Integrador temporal do pêndulo não linear e do estudo do período.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Step size of the integrator. Applies while running.</source>
        <translation>Tamanho do passo do integrador. Vale durante a simulação.</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Ângulo</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>ângulo θ</translation>
    </message>
    <message>
        <source>Nonlinear (%1)</source>
        <translation>Não linear (%1)</translation>
    </message>
    <message>
        <source>Small-angle</source>
        <translation>Pequenos ângulos</translation>
    </message>
    <message>
        <source>Phase portrait over energy levels E = k·2gL</source>
        <translation>Retrato de fase sobre níveis de energia E = k·2gL</translation>
    </message>
    <message>
        <source>angle θ (wrapped)</source>
        <translation>ângulo θ (reduzido a ±180°)</translation>
    </message>
    <message>
        <source>scaled angular velocity θ&apos;/ω₀</source>
        <translation>velocidade angular escalada θ&apos;/ω₀</translation>
    </message>
    <message>
        <source>Separatrix 2gL</source>
        <translation>Separatriz 2gL</translation>
    </message>
    <message>
        <source>Energy per unit mass</source>
        <translation>Energia por unidade de massa</translation>
    </message>
    <message>
        <source>energy E</source>
        <translation>energia E</translation>
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
        <translation>Energia sombra H̃ (%1)</translation>
    </message>
    <message>
        <source>Period against amplitude (undamped)</source>
        <translation>Período em função da amplitude (sem amortecimento)</translation>
    </message>
    <message>
        <source>amplitude θ₀</source>
        <translation>amplitude θ₀</translation>
    </message>
    <message>
        <source>period T</source>
        <translation>período T</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Exact 4√(L/g) K(sin(θ₀/2))</source>
        <translation>Exato 4√(L/g) K(sin(θ₀/2))</translation>
    </message>
    <message>
        <source>Small-angle 2π√(L/g)</source>
        <translation>Pequenos ângulos 2π√(L/g)</translation>
    </message>
    <message>
        <source>Period measured (zero crossings)</source>
        <translation>Período medido (passagens por zero)</translation>
    </message>
    <message>
        <source>needs two zero crossings of θ in the same direction: run at least one full period</source>
        <translation>precisa de duas passagens por zero de θ no mesmo sentido: simule ao menos um período completo</translation>
    </message>
    <message>
        <source>a rotation over the top: (2/κ)√(L/g) K(1/κ) with κ² = E/(2gL)</source>
        <translation>uma rotação por cima: (2/κ)√(L/g) K(1/κ) com κ² = E/(2gL)</translation>
    </message>
    <message>
        <source>of the undamped pendulum with the starting energy</source>
        <translation>do pêndulo sem amortecimento com a energia inicial</translation>
    </message>
    <message>
        <source>4√(L/g) K(sin(θ₀/2)) for the amplitude of the starting energy</source>
        <translation>4√(L/g) K(sin(θ₀/2)) para a amplitude da energia inicial</translation>
    </message>
    <message>
        <source>Period exact (elliptic integral)</source>
        <translation>Período exato (integral elíptica)</translation>
    </message>
    <message>
        <source>the start lies on the separatrix E = 2gL: the period is infinite</source>
        <translation>o início está sobre a separatriz E = 2gL: o período é infinito</translation>
    </message>
    <message>
        <source>Period small-angle 2π√(L/g)</source>
        <translation>Período de pequenos ângulos 2π√(L/g)</translation>
    </message>
    <message>
        <source>Relative energy drift (E − E₀)/E₀</source>
        <translation>Deriva relativa da energia (E − E₀)/E₀</translation>
    </message>
    <message>
        <source>damping removes energy: the drift includes the loss to friction</source>
        <translation>o amortecimento retira energia: a deriva inclui a perda por atrito</translation>
    </message>
    <message>
        <source>the pendulum starts at rest at the bottom (E₀ = 0)</source>
        <translation>o pêndulo começa em repouso embaixo (E₀ = 0)</translation>
    </message>
    <message>
        <source>the swing linearised at the current θ</source>
        <translation>a oscilação linearizada no θ atual</translation>
    </message>
    <message>
        <source>Small-angle ghost</source>
        <translation>Fantasma de pequenos ângulos</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (release to start)</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s   (solte para começar)</translation>
    </message>
    <message>
        <source>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</source>
        <translation>t = %1 s   θ = %2°   θ&apos; = %3 °/s   E = %4 J/kg   Δt = %5 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches (forward Euler adds energy every step). Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 divergiu em t = %2 s: sua energia passou de %3 J/kg, dez vezes a inicial mais a separatriz, o que nenhum pêndulo real atinge (Euler explícito adiciona energia a cada passo). Diminua Δt ou escolha um método simplético ou RK4.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the start plus the separatrix, which no real pendulum reaches. Lower Δt or choose a symplectic method or RK4.</source>
        <translation>%1 divergiu em t = %2 s: sua energia passou de %3 J/kg, dez vezes a inicial mais a separatriz, o que nenhum pêndulo real atinge. Diminua Δt ou escolha um método simplético ou RK4.</translation>
    </message>
    <message>
        <source>Period against amplitude</source>
        <translation>Período em função da amplitude</translation>
    </message>
    <message>
        <source>Runs 179 undamped pendulums (θ₀ = 1° … 179°) with the chosen integrator and Δt and measures each period from zero crossings.</source>
        <translation>Simula 179 pêndulos sem amortecimento (θ₀ = 1° … 179°) com o integrador e o Δt escolhidos e mede cada período pelas passagens por zero.</translation>
    </message>
    <message>
        <source>Pendulum: large swings, the separatrix and the period</source>
        <translation>Pêndulo: grandes oscilações, a separatriz e o período</translation>
    </message>
    <message>
        <source>A pendulum beyond the small-angle approximation: phase portrait, energy and the period against the amplitude.</source>
        <translation>Um pêndulo além da aproximação de pequenos ângulos: retrato de fase, energia e o período em função da amplitude.</translation>
    </message>
    <message>
        <source>Pendulum hanging at rest below the pivot.</source>
        <translation>Pêndulo parado abaixo do pivô.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>à direita</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à esquerda</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>para a direita</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>para a esquerda</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s.</source>
        <translation>Pêndulo a %1° %2 da vertical, oscilando %3 a %4°/s.</translation>
    </message>
    <message>
        <source>Pendulum %1° %2 of the vertical, swinging %3 at %4°/s; energy %5 % of the start.</source>
        <translation>Pêndulo a %1° %2 da vertical, oscilando %3 a %4°/s; energia a %5 % da inicial.</translation>
    </message>
    <message>
        <source>parameter &apos;dt&apos;: time step Δt = %1 s is more than a tenth of the small-swing period 2π√(L/g) = %2 s: every method misses the swing. Use Δt ≤ %3 s.</source>
        <translation>parâmetro &apos;dt&apos;: o passo de tempo Δt = %1 s passa de um décimo do período das pequenas oscilações 2π√(L/g) = %2 s: qualquer método perde a oscilação. Use Δt ≤ %3 s.</translation>
    </message>
    <message>
        <source>the pendulum&apos;s state must hold one angle and one angular velocity</source>
        <translation>o estado do pêndulo deve conter um ângulo e uma velocidade angular</translation>
    </message>
    <message>
        <source>the pendulum&apos;s angle, angular velocity or time is not finite</source>
        <translation>o ângulo, a velocidade angular ou o tempo do pêndulo não é finito</translation>
    </message>
    <message>
        <source>the pendulum&apos;s stored angular acceleration is not one finite number</source>
        <translation>a aceleração angular guardada do pêndulo não é um único número finito</translation>
    </message>
    <message>
        <source>the pendulum&apos;s divergence time is not a time of the run</source>
        <translation>o instante de divergência do pêndulo não é um instante da simulação</translation>
    </message>
    <message>
        <source>the pendulum&apos;s period meter holds a time or angle that is not possible</source>
        <translation>o medidor de período do pêndulo contém um tempo ou um ângulo impossível</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start is not a finite angle in [−180°, 180°]</source>
        <translation>o início do pêndulo não é um ângulo finito em [−180°, 180°]</translation>
    </message>
    <message>
        <source>the pendulum&apos;s start energy does not match its start</source>
        <translation>a energia inicial do pêndulo não corresponde ao seu início</translation>
    </message>
    <message>
        <source>the pendulum&apos;s swing has an energy its start could never reach</source>
        <translation>a oscilação do pêndulo tem uma energia que o seu início nunca poderia alcançar</translation>
    </message>
    <message>
        <source>the pendulum has turned farther than its energy allows in the time run</source>
        <translation>o pêndulo girou mais do que a sua energia permite no tempo simulado</translation>
    </message>
    <message>
        <source>the pendulum&apos;s time is too large to draw its small-angle ghost at</source>
        <translation>o tempo do pêndulo é grande demais para desenhar nele o seu fantasma de pequenos ângulos</translation>
    </message>
    <message>
        <source>the pendulum&apos;s step count is negative</source>
        <translation>o número de passos do pêndulo é negativo</translation>
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
        <source>Spea&amp;k</source>
        <translation>&amp;Falar</translation>
    </message>
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
    <message>
        <source>More playback controls</source>
        <translation>Mais controles de reprodução</translation>
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
        <source>report.json key: %1</source>
        <translation>chave no report.json: %1</translation>
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
    <message>
        <source>Range: %1 … %2%3   (default %4%3)</source>
        <translation>Intervalo: %1 … %2%3   (padrão %4%3)</translation>
    </message>
    <message>
        <source>Command line: --set %1=…</source>
        <translation>Linha de comando: --set %1=…</translation>
    </message>
    <message>
        <source>Applies at once, while running.</source>
        <translation>Vale imediatamente, durante a simulação.</translation>
    </message>
    <message>
        <source>Applies on reset (R).</source>
        <translation>Vale ao reiniciar (R).</translation>
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
</context>
<context>
    <name>pl::StudentModeView</name>
    <message>
        <source>Question %1: %2</source>
        <translation>Pergunta %1: %2</translation>
    </message>
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
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <translation>Resposta à pergunta %1</translation>
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
<context>
    <name>soft-body</name>
    <message>
        <source>Pressure constant nRT</source>
        <translation>Constante de pressão nRT</translation>
    </message>
    <message>
        <source>Gas constant times temperature times amount: P = nRT/A.</source>
        <translation>Constante dos gases vezes temperatura vezes quantidade: P = nRT/A.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Rigidez da mola k_s</translation>
    </message>
    <message>
        <source>Force per unit strain of the ring&apos;s springs.</source>
        <translation>Força por unidade de deformação das molas do anel.</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Amortecimento da mola k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed of the ring&apos;s springs.</source>
        <translation>Amortecimento da velocidade de estiramento das molas do anel.</translation>
    </message>
    <message>
        <source>Number of points N</source>
        <translation>Número de pontos N</translation>
    </message>
    <message>
        <source>Particles on the ring.</source>
        <translation>Partículas no anel.</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrador</translation>
    </message>
    <message>
        <source>Time integrator: forward Euler vs Heun predictor-corrector (or any other).</source>
        <translation>Integrador temporal: Euler explícito versus preditor-corretor de Heun (ou outro).</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Integrator step. Applies while running.</source>
        <translation>Passo do integrador. Vale durante a simulação.</translation>
    </message>
    <message>
        <source>Ball mass</source>
        <translation>Massa da bola</translation>
    </message>
    <message>
        <source>Total mass, shared equally by the points.</source>
        <translation>Massa total, dividida igualmente entre os pontos.</translation>
    </message>
    <message>
        <source>Spring ring radius</source>
        <translation>Raio do anel de molas</translation>
    </message>
    <message>
        <source>Radius of the ring with its springs at rest length (before the gas inflates it).</source>
        <translation>Raio do anel com as molas no comprimento de repouso (antes de o gás inflá-lo).</translation>
    </message>
    <message>
        <source>Drop height</source>
        <translation>Altura de queda</translation>
    </message>
    <message>
        <source>Gap between the floor and the bottom of the ball at t = 0.</source>
        <translation>Distância entre o chão e a base da bola em t = 0.</translation>
    </message>
    <message>
        <source>Air drag b</source>
        <translation>Arrasto do ar b</translation>
    </message>
    <message>
        <source>Linear drag on every point, F = −b v.</source>
        <translation>Arrasto linear em cada ponto, F = −b v.</translation>
    </message>
    <message>
        <source>Floor restitution r</source>
        <translation>Restituição do chão r</translation>
    </message>
    <message>
        <source>Normal velocity of a point hitting the floor is multiplied by −r.</source>
        <translation>A velocidade normal de um ponto que atinge o chão é multiplicada por −r.</translation>
    </message>
    <message>
        <source>Floor friction μ</source>
        <translation>Atrito do chão μ</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient of the floor.</source>
        <translation>Coeficiente de atrito de Coulomb do chão.</translation>
    </message>
    <message>
        <source>Enclosed area (2D volume)</source>
        <translation>Área delimitada (volume em 2D)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
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
        <translation>Área em repouso (bola livre)</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Cinética ½mv²</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Molas</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Gravitacional m g y</translation>
    </message>
    <message>
        <source>Gas −nRT ln(A/A₀)</source>
        <translation>Gás −nRT ln(A/A₀)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Area / rest area A/A_rest</source>
        <translation>Área / área em repouso A/A_rest</translation>
    </message>
    <message>
        <source>Rest area A_rest</source>
        <translation>Área em repouso A_rest</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Energia das molas</translation>
    </message>
    <message>
        <source>Gravitational energy</source>
        <translation>Energia potencial gravitacional</translation>
    </message>
    <message>
        <source>Gas energy</source>
        <translation>Energia do gás</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energia total</translation>
    </message>
    <message>
        <source>Smallest and largest A/A_rest so far</source>
        <translation>Menor e maior A/A_rest até agora</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at the floor)</source>
        <translation>Energia potencial gravitacional (0 no chão)</translation>
    </message>
    <message>
        <source>Gas energy −nRT ln(A/A_rest)</source>
        <translation>Energia do gás −nRT ln(A/A_rest)</translation>
    </message>
    <message>
        <source>Ball (ring of springs + gas)</source>
        <translation>Bola (anel de molas + gás)</translation>
    </message>
    <message>
        <source>Rest shape (dashed)</source>
        <translation>Forma em repouso (tracejada)</translation>
    </message>
    <message>
        <source>Soft body ring</source>
        <translation>Anel do corpo mole</translation>
    </message>
    <message>
        <source>Saved from the soft-body lesson: the ring&apos;s particles and springs, and the ideal gas inside it (a pressure body, P = nRT/A).</source>
        <translation>Salvo a partir da lição do corpo mole: as partículas e molas do anel e o gás ideal dentro dele (um corpo sob pressão, P = nRT/A).</translation>
    </message>
    <message>
        <source>Soft body: a ball of springs filled with gas</source>
        <translation>Corpo mole: uma bola de molas cheia de gás</translation>
    </message>
    <message>
        <source>A ring of springs with ideal-gas pressure inside falls, bounces and keeps its area.</source>
        <translation>Um anel de molas com pressão de gás ideal dentro cai, quica e mantém sua área.</translation>
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
        <translation>Bola de molas e gás: %1 divergiu em t = %2 s.</translation>
    </message>
    <message>
        <source>Ball of springs and gas: area %1 % of its rest area, gas pressure %2 N/m, centre %3 m above the floor.</source>
        <translation>Bola de molas e gás: área a %1 % da área em repouso, pressão do gás %2 N/m, centro a %3 m acima do chão.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2</source>
        <translation>%1 divergiu em t = %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2: the springs are too stiff for this Δt. Lower Δt, add damping k_d, or use Heun.</source>
        <translation>%1 divergiu em t = %2: as molas são rígidas demais para este Δt. Diminua Δt, acrescente amortecimento k_d ou use Heun.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>o tempo deve ser um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>the smallest and largest area ratios must be positive numbers, in order</source>
        <translation>as razões de área mínima e máxima devem ser números positivos, nessa ordem</translation>
    </message>
    <message>
        <source>the body of a run that has not diverged encloses no area</source>
        <translation>o corpo de uma simulação que não divergiu não envolve área nenhuma</translation>
    </message>
</context>
<context>
    <name>sph-tank</name>
    <message numerus="yes">
        <source>Water at rest in a tank: %n particles.</source>
        <translation>
            <numerusform>Água em repouso num tanque: %n partícula.</numerusform>
            <numerusform>Água em repouso num tanque: %n partículas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stirred tank: %n particles.</source>
        <translation>
            <numerusform>Um tanque agitado: %n partícula.</numerusform>
            <numerusform>Um tanque agitado: %n partículas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Acoustic number c₀Δt/h (WCSPH&apos;s stability)</source>
        <translation>Número acústico c₀Δt/h (estabilidade do WCSPH)</translation>
    </message>
    <message>
        <source>Flow CFL number max|v|Δt/h</source>
        <translation>Número CFL do escoamento max|v|Δt/h</translation>
    </message>
    <message>
        <source>no step taken yet</source>
        <translation>nenhum passo dado ainda</translation>
    </message>
    <message numerus="yes">
        <source>Dam break: the surge front %1 m from the left wall of the %2 m tank (Z = %4); %n particles, %3 % of them above the column&apos;s height at the release.</source>
        <translation>
            <numerusform>Rompimento de barragem: a frente da onda a %1 m da parede esquerda do tanque de %2 m (Z = %4); %n partícula, %3 % acima da altura da coluna na soltura.</numerusform>
            <numerusform>Rompimento de barragem: a frente da onda a %1 m da parede esquerda do tanque de %2 m (Z = %4); %n partículas, %3 % delas acima da altura da coluna na soltura.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Hydrostatic tank (water at rest)</source>
        <translation>Tanque hidrostático (água em repouso)</translation>
    </message>
    <message>
        <source>Dam break (Martin &amp; Moyce 1952)</source>
        <translation>Rompimento de barragem (Martin &amp; Moyce 1952)</translation>
    </message>
    <message>
        <source>Stir with the mouse</source>
        <translation>Mexer com o mouse</translation>
    </message>
    <message>
        <source>What is in the tank at t = 0.</source>
        <translation>O que há no tanque em t = 0.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Resolvedor</translation>
    </message>
    <message>
        <source>DFSPH density tolerance η</source>
        <translation>Tolerância de densidade DFSPH η</translation>
    </message>
    <message>
        <source>DFSPH CFL number λ</source>
        <translation>Número CFL DFSPH λ</translation>
    </message>
    <message>
        <source>DFSPH&apos;s time step Δt = λ h / max |v|: no particle moves more than λh.</source>
        <translation>Passo de tempo do DFSPH Δt = λ h / max |v|: nenhuma partícula se move mais que λh.</translation>
    </message>
    <message>
        <source>Fluid particles</source>
        <translation>Partículas de fluido</translation>
    </message>
    <message>
        <source>Number of water particles; sets the spacing Δx = √(area/N).</source>
        <translation>Número de partículas de água; define o espaçamento Δx = √(área/N).</translation>
    </message>
    <message>
        <source>Column aspect n² = height / width</source>
        <translation>Proporção da coluna n² = altura / largura</translation>
    </message>
    <message>
        <source>Water height over its width a (dam break, hydrostatic tank).</source>
        <translation>Altura da água sobre sua largura a (rompimento de barragem, tanque hidrostático).</translation>
    </message>
    <message>
        <source>Column width a</source>
        <translation>Largura da coluna a</translation>
    </message>
    <message>
        <source>Width of the water column (dam break), of the tank (hydrostatic), or the water depth (stir).</source>
        <translation>Largura da coluna de água (rompimento de barragem), do tanque (hidrostático) ou profundidade da água (mistura).</translation>
    </message>
    <message>
        <source>Tank length L/a</source>
        <translation>Comprimento do tanque L/a</translation>
    </message>
    <message>
        <source>Inner length of the tank in column widths (dam break, stir).</source>
        <translation>Comprimento interno do tanque em larguras de coluna (rompimento de barragem, mistura).</translation>
    </message>
    <message>
        <source>Smoothing length h/Δx</source>
        <translation>Comprimento de suavização h/Δx</translation>
    </message>
    <message>
        <source>Kernel smoothing length over the particle spacing; the support is 2h.</source>
        <translation>Comprimento de suavização do núcleo sobre o espaçamento das partículas; o suporte é 2h.</translation>
    </message>
    <message>
        <source>Sound speed c₀ / √(2gH)</source>
        <translation>Velocidade do som c₀ / √(2gH)</translation>
    </message>
    <message>
        <source>Numerical sound speed as a multiple of the free-fall speed √(2gH) from the water height H; ≥ 10 keeps the density error near 1 %.</source>
        <translation>Velocidade do som numérica como múltiplo da velocidade de queda livre √(2gH) a partir da altura da água H; ≥ 10 mantém o erro de densidade perto de 1 %.</translation>
    </message>
    <message>
        <source>Artificial viscosity α</source>
        <translation>Viscosidade artificial α</translation>
    </message>
    <message>
        <source>Monaghan&apos;s linear viscosity coefficient α (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</source>
        <translation>Coeficiente de viscosidade linear α de Monaghan (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).</translation>
    </message>
    <message>
        <source>Artificial viscosity β</source>
        <translation>Viscosidade artificial β</translation>
    </message>
    <message>
        <source>Monaghan&apos;s quadratic viscosity coefficient β (for strong compression).</source>
        <translation>Coeficiente de viscosidade quadrático β de Monaghan (para compressão forte).</translation>
    </message>
    <message>
        <source>Viscosity ε</source>
        <translation>Viscosidade ε</translation>
    </message>
    <message>
        <source>ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): keeps Π finite for close pairs.</source>
        <translation>ε em μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): mantém Π finito para pares próximos.</translation>
    </message>
    <message>
        <source>XSPH velocity correction</source>
        <translation>Correção de velocidade XSPH</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densidade</translation>
    </message>
    <message>
        <source>Summation ρ = Σ m W</source>
        <translation>Soma ρ = Σ m W</translation>
    </message>
    <message>
        <source>Continuity dρ/dt = Σ m v·∇W</source>
        <translation>Continuidade dρ/dt = Σ m v·∇W</translation>
    </message>
    <message>
        <source>How each particle&apos;s density is found.</source>
        <translation>Como a densidade de cada partícula é obtida.</translation>
    </message>
    <message>
        <source>Clamp negative pressure</source>
        <translation>Cortar a pressão negativa</translation>
    </message>
    <message>
        <source>Sets p = max(p, 0): no tension where the density sum falls short.</source>
        <translation>Define p = max(p, 0): sem tensão onde a soma de densidade fica curta.</translation>
    </message>
    <message>
        <source>Time-step factor C</source>
        <translation>Fator de passo de tempo C</translation>
    </message>
    <message>
        <source>Courant factor of Δt = C·h/(c₀ + max μ) (also used for the force condition Δt = C √(h/|a|)).</source>
        <translation>Fator de Courant de Δt = C·h/(c₀ + max μ) (usado também na condição de força Δt = C √(h/|a|)).</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Threads of the neighbour search, the forces and the solvers (results are identical for any count).</source>
        <translation>Threads da busca de vizinhos, das forças e dos resolvedores (os resultados são idênticos com qualquer número).</translation>
    </message>
    <message>
        <source>Tank tilt</source>
        <translation>Inclinação do tanque</translation>
    </message>
    <message>
        <source>Tilts the tank about its floor&apos;s centre (turns at 20°/s).</source>
        <translation>Inclina o tanque em torno do centro do fundo (gira a 20°/s).</translation>
    </message>
    <message>
        <source>Stir automatically</source>
        <translation>Mexer automaticamente</translation>
    </message>
    <message>
        <source>Stir mode: the obstacle sweeps back and forth until you drag it.</source>
        <translation>Modo de mistura: o obstáculo vai e volta até você arrastá-lo.</translation>
    </message>
    <message>
        <source>Colour particles by</source>
        <translation>Colorir partículas por</translation>
    </message>
    <message>
        <source>Speed |v|</source>
        <translation>Velocidade |v|</translation>
    </message>
    <message>
        <source>Pressure p</source>
        <translation>Pressão p</translation>
    </message>
    <message>
        <source>Density ρ</source>
        <translation>Densidade ρ</translation>
    </message>
    <message>
        <source>Quantity shown by the particle colours.</source>
        <translation>Grandeza mostrada pelas cores das partículas.</translation>
    </message>
    <message>
        <source>Draw free surface</source>
        <translation>Desenhar superfície livre</translation>
    </message>
    <message>
        <source>The level c = ½ of the smoothed colour field Σ (m/ρ₀) W, by marching squares, filled like water.</source>
        <translation>A curva de nível c = ½ do campo de cor suavizado Σ (m/ρ₀) W, por marching squares, preenchida como água.</translation>
    </message>
    <message>
        <source>Draw particles</source>
        <translation>Desenhar partículas</translation>
    </message>
    <message>
        <source>Draw the fluid particles (turn off to see the surface alone).</source>
        <translation>Desenha as partículas de fluido (desligue para ver só a superfície).</translation>
    </message>
    <message>
        <source>%1: steps per simulated second</source>
        <translation>%1: passos por segundo simulado</translation>
    </message>
    <message>
        <source>%1: passes over the neighbour pairs per simulated second</source>
        <translation>%1: passagens pelos pares de vizinhos por segundo simulado</translation>
    </message>
    <message>
        <source>Courant Δt WCSPH needs with this c₀</source>
        <translation>Δt de Courant que o WCSPH precisa com este c₀</translation>
    </message>
    <message>
        <source>CFL Δt = λh/max|v| DFSPH needs</source>
        <translation>Δt CFL = λh/max|v| que o DFSPH precisa</translation>
    </message>
    <message>
        <source>water at rest: Δt is the upper bound</source>
        <translation>água em repouso: Δt é a cota superior</translation>
    </message>
    <message>
        <source>DFSPH density-solver iterations per step</source>
        <translation>Iterações do resolvedor de densidade DFSPH por passo</translation>
    </message>
    <message>
        <source>DFSPH divergence-solver iterations per step</source>
        <translation>Iterações do resolvedor de divergência DFSPH por passo</translation>
    </message>
    <message>
        <source>WCSPH does not iterate: one force evaluation per step</source>
        <translation>O WCSPH não itera: uma avaliação de força por passo</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>kinetic energy</source>
        <translation>energia cinética</translation>
    </message>
    <message>
        <source>E_k = Σ ½ m v²</source>
        <translation>E_k = Σ ½ m v²</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀</source>
        <translation>Erro de densidade |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>density error</source>
        <translation>erro de densidade</translation>
    </message>
    <message>
        <source>max, all particles</source>
        <translation>máx., cada partícula</translation>
    </message>
    <message>
        <source>Pressure at the probe</source>
        <translation>Pressão na sonda</translation>
    </message>
    <message>
        <source>SPH</source>
        <translation>SPH</translation>
    </message>
    <message>
        <source>ρ₀ g (depth)</source>
        <translation>ρ₀ g (profundidade)</translation>
    </message>
    <message>
        <source>Dam-break surge front</source>
        <translation>Frente da onda de rompimento de barragem</translation>
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
        <translation>Vizinhos dentro de 2h</translation>
    </message>
    <message>
        <source>neighbour count</source>
        <translation>número de vizinhos</translation>
    </message>
    <message>
        <source>fluid particles</source>
        <translation>partículas de fluido</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>Passo de tempo</translation>
    </message>
    <message>
        <source>Δt used</source>
        <translation>Δt usado</translation>
    </message>
    <message>
        <source>WCSPH sound limit</source>
        <translation>Limite sonoro WCSPH</translation>
    </message>
    <message>
        <source>WCSPH force limit</source>
        <translation>Limite de força WCSPH</translation>
    </message>
    <message>
        <source>DFSPH flow limit λh/|v|</source>
        <translation>Limite de escoamento DFSPH λh/|v|</translation>
    </message>
    <message>
        <source>DFSPH solver iterations per step</source>
        <translation>Iterações dos resolvedores DFSPH por passo</translation>
    </message>
    <message>
        <source>constant-density solver</source>
        <translation>resolvedor de densidade constante</translation>
    </message>
    <message>
        <source>divergence-free solver</source>
        <translation>resolvedor sem divergência</translation>
    </message>
    <message>
        <source>particles more than 2h below the free surface (%1 of %2)</source>
        <translation>partículas a mais de 2h abaixo da superfície livre (%1 de %2)</translation>
    </message>
    <message>
        <source>Max density error |ρ − ρ₀|/ρ₀</source>
        <translation>Erro de densidade máximo |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Mean density error |ρ − ρ₀|/ρ₀</source>
        <translation>Erro de densidade médio |ρ − ρ₀|/ρ₀</translation>
    </message>
    <message>
        <source>Max compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Compressão máxima (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>Mean compression (ρ − ρ₀)⁺/ρ₀</source>
        <translation>Compressão média (ρ − ρ₀)⁺/ρ₀</translation>
    </message>
    <message>
        <source>no water within 2h of the probe</source>
        <translation>não há água a menos de 2h da sonda</translation>
    </message>
    <message>
        <source>ρ₀ g (depth) at the probe</source>
        <translation>ρ₀ g (profundidade) na sonda</translation>
    </message>
    <message>
        <source>Surge front [T, Z]</source>
        <translation>Frente da onda [T, Z]</translation>
    </message>
    <message>
        <source>dam-break scenario only</source>
        <translation>só no cenário de rompimento de barragem</translation>
    </message>
    <message>
        <source>Largest front deviation from Martin &amp; Moyce, 1 ≤ T ≤ 3</source>
        <translation>Maior desvio da frente em relação a Martin &amp; Moyce, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>dam break with n² = 2, after T = 1 only</source>
        <translation>só rompimento de barragem com n² = 2, depois de T = 1</translation>
    </message>
    <message>
        <source>Boundary particles</source>
        <translation>Partículas de contorno</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <source>Mean time step</source>
        <translation>Passo de tempo médio</translation>
    </message>
    <message>
        <source>Steps with Δt set by the force condition</source>
        <translation>Passos com Δt definido pela condição de força</translation>
    </message>
    <message>
        <source>Particles escaped into or through the walls</source>
        <translation>Partículas que escaparam para dentro ou através das paredes</translation>
    </message>
    <message>
        <source>centre more than Δx/2 past a wall&apos;s inner face: on or beyond the first layer of boundary particles</source>
        <translation>centro a mais de Δx/2 além da face interna de uma parede: sobre ou além da primeira camada de partículas de contorno</translation>
    </message>
    <message>
        <source>Deepest centre past a wall&apos;s inner face, so far</source>
        <translation>Centro mais profundo além da face interna de uma parede, até agora</translation>
    </message>
    <message>
        <source>at rest a particle&apos;s centre is Δx/2 inside the face</source>
        <translation>em repouso o centro de uma partícula fica Δx/2 antes da face</translation>
    </message>
    <message>
        <source>Sound speed c₀ (WCSPH)</source>
        <translation>Velocidade do som c₀ (WCSPH)</translation>
    </message>
    <message>
        <source>Particle spacing Δx</source>
        <translation>Espaçamento das partículas Δx</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergiu em t = %1 s</translation>
    </message>
    <message>
        <source>speed |v|</source>
        <translation>velocidade |v|</translation>
    </message>
    <message>
        <source>pressure p</source>
        <translation>pressão p</translation>
    </message>
    <message>
        <source>density ρ</source>
        <translation>densidade ρ</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>sonda</translation>
    </message>
    <message>
        <source>largest density error %1 %</source>
        <translation>maior erro de densidade %1 %</translation>
    </message>
    <message>
        <source>largest compression %1 %</source>
        <translation>maior compressão %1 %</translation>
    </message>
    <message>
        <source>particle #%1</source>
        <translation>partícula nº %1</translation>
    </message>
    <message>
        <source>neighbours: %1 fluid + %2 wall</source>
        <translation>vizinhos: %1 de fluido + %2 de parede</translation>
    </message>
    <message>
        <source>boundary particles</source>
        <translation>partículas de contorno</translation>
    </message>
    <message>
        <source>obstacle (drag it)</source>
        <translation>obstáculo (arraste-o)</translation>
    </message>
    <message>
        <source>free surface c = ½</source>
        <translation>superfície livre c = ½</translation>
    </message>
    <message>
        <source>neighbours within 2h</source>
        <translation>vizinhos dentro de 2h</translation>
    </message>
    <message>
        <source>CFL, DFSPH</source>
        <translation>CFL, DFSPH</translation>
    </message>
    <message>
        <source>force, WCSPH</source>
        <translation>força, WCSPH</translation>
    </message>
    <message>
        <source>Courant, WCSPH</source>
        <translation>Courant, WCSPH</translation>
    </message>
    <message>
        <source>%1   wall %2 s per simulated s</source>
        <translation>%1   tempo real %2 s por s simulado</translation>
    </message>
    <message>
        <source>%1   iterations %2 + %3</source>
        <translation>%1   iterações %2 + %3</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the time-step factor, raise the viscosity α or the c₀ factor.</source>
        <translation>A simulação divergiu em t = %1 s: reduza o fator de passo de tempo, aumente a viscosidade α ou o fator c₀.</translation>
    </message>
    <message>
        <source>Mean compression %1 % &gt; 1 % (red ring: the most compressed particle): the solver does not hold ρ₀; lower the density tolerance η or the CFL number λ.</source>
        <translation>Compressão média %1 % &gt; 1 % (anel vermelho: a partícula mais comprimida): o resolvedor não mantém ρ₀; reduza a tolerância de densidade η ou o número CFL λ.</translation>
    </message>
    <message>
        <source>Density error |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (red ring): the water is too compressible and, without the clamp, stretched by tension; raise the c₀ factor (error ∝ 1/c₀²).</source>
        <translation>Erro de densidade |ρ − ρ₀|/ρ₀ %1 % &gt; 1 % (anel vermelho): a água é compressível demais e, sem o corte, esticada por tensão; aumente o fator c₀ (erro ∝ 1/c₀²).</translation>
    </message>
    <message>
        <source>Compression %1 % &gt; 1 % (red ring): the water is too compressible; raise the c₀ factor (error ∝ 1/c₀²) or lower the time-step factor.</source>
        <translation>Compressão %1 % &gt; 1 % (anel vermelho): a água é compressível demais; aumente o fator c₀ (erro ∝ 1/c₀²) ou reduza o fator de passo de tempo.</translation>
    </message>
    <message>
        <source>Flow speed %1 m/s exceeds c₀/10 = %2 m/s: raise the c₀ factor to keep the fluid nearly incompressible.</source>
        <translation>A velocidade do escoamento %1 m/s excede c₀/10 = %2 m/s: aumente o fator c₀ para manter o fluido quase incompressível.</translation>
    </message>
    <message>
        <source>The density solver stopped at its %1 iterations without reaching η: raise the tolerance or lower the CFL number λ.</source>
        <translation>O resolvedor de densidade parou nas suas %1 iterações sem atingir η: aumente a tolerância ou reduza o número CFL λ.</translation>
    </message>
    <message>
        <source>Δt is limited by the force condition (violent accelerations): lower the time-step factor or raise the viscosity α if the particles jitter.</source>
        <translation>Δt está limitado pela condição de força (acelerações violentas): reduza o fator de passo de tempo ou aumente a viscosidade α se as partículas tremerem.</translation>
    </message>
    <message>
        <source>Δt = %1 s is %2× below the sound-speed limit C h/c₀: particles rush at each other (the μ term of the Courant limit), so the run slows down; raise the c₀ factor.</source>
        <translation>Δt = %1 s está %2× abaixo do limite sonoro C h/c₀: partículas avançam umas contra as outras (o termo μ do limite de Courant), então a execução fica lenta; aumente o fator c₀.</translation>
    </message>
    <message numerus="yes">
        <source>%n particles passed into a wall&apos;s boundary lattice: the wall pushes only once the particle&apos;s density exceeds ρ₀; lower the CFL number λ or the density tolerance η.</source>
        <translation>
            <numerusform>%n partícula entrou na rede de contorno de uma parede: a parede só empurra quando a densidade da partícula passa de ρ₀; reduza o número CFL λ ou a tolerância de densidade η.</numerusform>
            <numerusform>%n partículas entraram na rede de contorno de uma parede: a parede só empurra quando a densidade da partícula passa de ρ₀; reduza o número CFL λ ou a tolerância de densidade η.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n particles left the tank: the walls leak at this speed; raise the c₀ factor or lower the time-step factor.</source>
        <translation>
            <numerusform>%n partícula saiu do tanque: as paredes vazam a esta velocidade; aumente o fator c₀ ou reduza o fator de passo de tempo.</numerusform>
            <numerusform>%n partículas saíram do tanque: as paredes vazam a esta velocidade; aumente o fator c₀ ou reduza o fator de passo de tempo.</numerusform>
        </translation>
    </message>
    <message>
        <source>SPH water tank: hydrostatics and the dam break</source>
        <translation>Tanque de água SPH: hidrostática e rompimento de barragem</translation>
    </message>
    <message>
        <source>Weakly compressible and divergence-free SPH side by side, with boundary particles, validated against Martin &amp; Moyce (1952).</source>
        <translation>SPH fracamente compressível e sem divergência lado a lado, com partículas de contorno, validado com Martin &amp; Moyce (1952).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>pressão</translation>
    </message>
    <message>
        <source>particles</source>
        <translation>partículas</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>iterações</translation>
    </message>
    <message>
        <source>DFSPH viscosity α</source>
        <translation>Viscosidade DFSPH α</translation>
    </message>
    <message>
        <source>DFSPH&apos;s viscosity ν = α h c₀/8, what WCSPH&apos;s artificial viscosity α amounts to: acts per second, not per step, walls included (their friction). The step is at most M₂/(2ν), so a larger α slows DFSPH.</source>
        <translation>A viscosidade do DFSPH ν = α h c₀/8, o que equivale à viscosidade artificial α do WCSPH: age por segundo, não por passo, incluindo as paredes (seu atrito). O passo é no máximo M₂/(2ν), então um α maior deixa o DFSPH mais lento.</translation>
    </message>
    <message>
        <source>WCSPH: moves particles with velocity v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (less interpenetration). DFSPH: turns its viscosity on.</source>
        <translation>WCSPH: move as partículas com a velocidade v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (menos interpenetração). DFSPH: liga sua viscosidade.</translation>
    </message>
    <message>
        <source>max, &gt;2h below surface</source>
        <translation>máx., &gt;2h abaixo da superfície</translation>
    </message>
    <message>
        <source>mean, same particles</source>
        <translation>média, mesmas partículas</translation>
    </message>
    <message>
        <source>max (ρ−ρ₀)⁺, &gt;2h below</source>
        <translation>máx. (ρ−ρ₀)⁺, &gt;2h abaixo</translation>
    </message>
    <message>
        <source>Koshizuka &amp; Oka, n² = 2</source>
        <translation>Koshizuka &amp; Oka, n² = 2</translation>
    </message>
    <message>
        <source>Largest front deviation from Koshizuka &amp; Oka, 1 ≤ T ≤ 3</source>
        <translation>Maior desvio da frente em relação a Koshizuka &amp; Oka, 1 ≤ T ≤ 3</translation>
    </message>
    <message>
        <source>WCSPH keeps it at or below its time-step factor C = %1: sound crosses at most C·h per step</source>
        <translation>O WCSPH o mantém no máximo em seu fator de passo de tempo C = %1: o som percorre no máximo C·h por passo</translation>
    </message>
    <message>
        <source>DFSPH solves for the pressure instead and is not bound by it</source>
        <translation>O DFSPH resolve a pressão em vez disso e não está sujeito a ele</translation>
    </message>
    <message>
        <source>WCSPH&apos;s sound limit keeps it far below 1</source>
        <translation>o limite acústico do WCSPH o mantém bem abaixo de 1</translation>
    </message>
    <message>
        <source>DFSPH keeps it at or below its CFL number λ = %1: no particle crosses more than λh per step</source>
        <translation>O DFSPH o mantém no máximo em seu número CFL λ = %1: nenhuma partícula percorre mais de λh por passo</translation>
    </message>
    <message>
        <source>water particles (colour scale below)</source>
        <translation>partículas de água (escala de cores abaixo)</translation>
    </message>
    <message>
        <source>parameter &apos;tank_length&apos;: dam break: the tank length L/a = %1 leaves the front no room; use L/a ≥ 2 (5.5 shows T up to 3.5).</source>
        <translation>parâmetro &apos;tank_length&apos;: rompimento de barragem: o comprimento do tanque L/a = %1 não deixa espaço para a frente; use L/a ≥ 2 (5.5 mostra T até 3.5).</translation>
    </message>
    <message>
        <source>parameters &apos;particles&apos; and &apos;tank_length&apos;: stir: %1 particles in a tank %2 a long leave only %3 particles over the depth; use at least %4 particles or a shorter tank.</source>
        <translation>parâmetros &apos;particles&apos; e &apos;tank_length&apos;: agitar: %1 partículas em um tanque de %2 a de comprimento deixam só %3 partículas na profundidade; use pelo menos %4 partículas ou um tanque mais curto.</translation>
    </message>
    <message>
        <source>The constant-density solver iterates until the mean residual |ρ* − ρ₀|/ρ₀ over the particles under pressure is below η (the divergence solver to 0.1 %).</source>
        <translation>O resolvedor de densidade constante itera até que o resíduo médio |ρ* − ρ₀|/ρ₀ sobre as partículas sob pressão fique abaixo de η (o de divergência até 0.1 %).</translation>
    </message>
    <message>
        <source>DFSPH mean residual |ρ* − ρ₀|/ρ₀ under pressure, last step</source>
        <translation>DFSPH: resíduo médio |ρ* − ρ₀|/ρ₀ sob pressão, último passo</translation>
    </message>
    <message>
        <source>the selected particle is none of the tank&apos;s</source>
        <translation>a partícula selecionada não é do tanque</translation>
    </message>
    <message>
        <source>the obstacle&apos;s grab offset is not finite</source>
        <translation>o deslocamento de agarre do obstáculo não é finito</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle at a position not finite or far outside the tank</source>
        <translation>o estado do tanque tem uma partícula de fluido numa posição não finita ou muito fora do tanque</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid particle with a velocity not finite</source>
        <translation>o estado do tanque tem uma partícula de fluido com velocidade não finita</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a fluid array of %1 particles, the tank %2</source>
        <translation>o estado do tanque tem um arranjo de fluido de %1 partículas, o tanque %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a wall array of %1 particles, the tank %2</source>
        <translation>o estado do tanque tem um arranjo de parede de %1 partículas, o tanque %2</translation>
    </message>
    <message>
        <source>the tank&apos;s state has a clock that is not finite</source>
        <translation>o estado do tanque tem um relógio que não é finito</translation>
    </message>
    <message>
        <source>a fluid velocity, acceleration, pressure or viscosity term is not finite</source>
        <translation>uma velocidade, aceleração, pressão ou termo de viscosidade do fluido não é finito</translation>
    </message>
    <message>
        <source>a fluid particle&apos;s largest viscosity term is negative</source>
        <translation>o maior termo de viscosidade de uma partícula de fluido é negativo</translation>
    </message>
    <message>
        <source>a wall particle&apos;s position or velocity is not finite</source>
        <translation>a posição ou a velocidade de uma partícula de parede não é finita</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step or step count is not a finite number ≥ 0</source>
        <translation>o último passo de tempo ou o número de passos do resolvedor não é um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last time-step limit is none it knows</source>
        <translation>o último limite do passo de tempo do resolvedor não é nenhum que ele conheça</translation>
    </message>
    <message>
        <source>the tank&apos;s angle or the obstacle&apos;s place or speed is not finite</source>
        <translation>o ângulo do tanque ou a posição ou velocidade do obstáculo não é finito</translation>
    </message>
    <message>
        <source>a fluid velocity or pressure multiplier is not finite</source>
        <translation>um multiplicador de velocidade ou de pressão do fluido não é finito</translation>
    </message>
    <message>
        <source>the solver&apos;s last time step, step or iteration count is not a finite number ≥ 0</source>
        <translation>o último passo de tempo, o número de passos ou de iterações do resolvedor não é um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the solver&apos;s last density or divergence error is not finite</source>
        <translation>o último erro de densidade ou de divergência do resolvedor não é finito</translation>
    </message>
    <message>
        <source>the fluid&apos;s time is not finite</source>
        <translation>o tempo do fluido não é finito</translation>
    </message>
    <message>
        <source>a fluid position, velocity or density is not finite</source>
        <translation>uma posição, velocidade ou densidade do fluido não é finita</translation>
    </message>
    <message>
        <source>the divergence time is not a time of the run</source>
        <translation>o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>a fluid density is not positive</source>
        <translation>uma densidade do fluido não é positiva</translation>
    </message>
    <message>
        <source>a fluid particle has the id %1 of no particle</source>
        <translation>uma partícula de fluido tem o identificador %1, que não é de nenhuma partícula</translation>
    </message>
    <message>
        <source>a wall particle belongs to no body of the tank</source>
        <translation>uma partícula de parede não pertence a nenhum corpo do tanque</translation>
    </message>
    <message>
        <source>the sampling clock or the time-step statistics are not finite</source>
        <translation>o relógio de amostragem ou as estatísticas do passo de tempo não são finitos</translation>
    </message>
    <message>
        <source>a surge-front sample is not a finite pair (T, Z)</source>
        <translation>uma amostra da frente de onda não é um par finito (T, Z)</translation>
    </message>
    <message>
        <source>the last density diagnostics are not finite</source>
        <translation>os últimos diagnósticos de densidade não são finitos</translation>
    </message>
    <message>
        <source>the obstacle&apos;s dragged offset is not finite</source>
        <translation>o deslocamento arrastado do obstáculo não é finito</translation>
    </message>
    <message>
        <source>Automatic: DFSPH, at rest WCSPH</source>
        <translation>Automático: DFSPH, em repouso WCSPH</translation>
    </message>
    <message>
        <source>DFSPH (incompressible)</source>
        <translation>DFSPH (incompressível)</translation>
    </message>
    <message>
        <source>WCSPH (weakly compressible)</source>
        <translation>WCSPH (fracamente compressível)</translation>
    </message>
    <message>
        <source>How the pressure is found: iterated to keep ρ = ρ₀ (DFSPH, Bender &amp; Koschier; Δt from the flow, CFL) or from Tait&apos;s equation of state (WCSPH; Δt from c₀). Automatic takes DFSPH for the dam break and the stir, WCSPH for the tank at rest. At rest WCSPH shows its physical compression; DFSPH keeps the tank&apos;s mean density error at its tolerance η, the largest deeper than 2h near twice η.</source>
        <translation>Como a pressão é obtida: iterada para manter ρ = ρ₀ (DFSPH, Bender e Koschier; Δt pelo escoamento, CFL) ou pela equação de estado de Tait (WCSPH; Δt por c₀). Automático usa DFSPH para o rompimento de barragem e a mistura, WCSPH para o tanque em repouso. Em repouso, o WCSPH mostra sua compressão física; o DFSPH mantém o erro médio de densidade do tanque na tolerância η, e o maior a mais de 2h de profundidade perto do dobro de η.</translation>
    </message>
    <message>
        <source>The simulation diverged at t = %1 s: lower the CFL number λ or the density tolerance η, or raise the DFSPH viscosity α.</source>
        <translation>A simulação divergiu em t = %1 s: reduza o número CFL λ ou a tolerância de densidade η, ou aumente a viscosidade α do DFSPH.</translation>
    </message>
    <message>
        <source>Mean density error, all fluid particles</source>
        <translation>Erro de densidade médio, todas as partículas de fluido</translation>
    </message>
    <message>
        <source>|ρ − ρ₀|/ρ₀ more than 2h below the free surface; nearer to it only the compression (ρ − ρ₀)⁺/ρ₀ counts: a deficit there is the surface, not an error</source>
        <translation>|ρ − ρ₀|/ρ₀ a mais de 2h abaixo da superfície livre; mais perto dela só conta a compressão (ρ − ρ₀)⁺/ρ₀: ali um déficit é a superfície, não um erro</translation>
    </message>
</context>
<context>
    <name>springs</name>
    <message>
        <source>Spring stiffness k_s</source>
        <translation>Rigidez da mola k_s</translation>
    </message>
    <message>
        <source>Force per unit strain |d|/r − 1 (the spring constant is k_s/r).</source>
        <translation>Força por unidade de deformação |d|/r − 1 (a constante da mola é k_s/r).</translation>
    </message>
    <message>
        <source>Spring damping k_d</source>
        <translation>Amortecimento da mola k_d</translation>
    </message>
    <message>
        <source>Damping of the stretching speed along each spring.</source>
        <translation>Amortecimento da velocidade de estiramento ao longo de cada mola.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Massa das partículas m</translation>
    </message>
    <message>
        <source>Mass of every particle of the rope and the cloth.</source>
        <translation>Massa de cada partícula da corda e do tecido.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Step of every integrator. Applies while running.</source>
        <translation>Passo de cada integrador. Vale durante a simulação.</translation>
    </message>
    <message>
        <source>Integrators</source>
        <translation>Integradores</translation>
    </message>
    <message>
        <source>Integrators run side by side (comma-separated ids).</source>
        <translation>Integradores executados lado a lado (identificadores separados por vírgulas).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>Kinetic ½mv²</source>
        <translation>Cinética ½mv²</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Mola</translation>
    </message>
    <message>
        <source>Gravitational m g y</source>
        <translation>Gravitacional m g y</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler</source>
        <translation>Maior Δt estável do Euler simplético</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>passo de tempo Δt</translation>
    </message>
    <message>
        <source>largest speed</source>
        <translation>maior velocidade</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>Simulações de teste</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>Spring energy</source>
        <translation>Energia das molas</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Energia potencial gravitacional (0 em y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energia total</translation>
    </message>
    <message>
        <source>Highest angular frequency ω_max</source>
        <translation>Frequência angular máxima ω_max</translation>
    </message>
    <message>
        <source>Symplectic Euler limit 2/ω_max</source>
        <translation>Limite do Euler simplético 2/ω_max</translation>
    </message>
    <message>
        <source>Largest stable Δt of symplectic Euler (search)</source>
        <translation>Maior Δt estável do Euler simplético (busca)</translation>
    </message>
    <message>
        <source>the max stable Δt study has not run</source>
        <translation>o estudo do maior Δt estável não foi executado</translation>
    </message>
    <message>
        <source>the stiffest spring mode</source>
        <translation>o modo de mola mais rígido</translation>
    </message>
    <message>
        <source>Find the largest stable Δt</source>
        <translation>Encontrar o maior Δt estável</translation>
    </message>
    <message>
        <source>Bisection over Δt: symplectic Euler on the rope and cloth from a slightly jiggled start, 2000 steps per trial; a trial is unstable when a speed exceeds 100 m/s.</source>
        <translation>Bisseção sobre Δt: Euler simplético na corda e no tecido a partir de um início levemente perturbado, 2000 passos por teste; um teste é instável quando uma velocidade passa de 100 m/s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs</source>
        <translation>Corda e tecido de molas</translation>
    </message>
    <message>
        <source>Springs: rope and cloth, explicit vs symplectic Euler</source>
        <translation>Molas: corda e tecido, Euler explícito versus simplético</translation>
    </message>
    <message>
        <source>Damped springs make a rope and a cloth; stiff springs make explicit Euler blow up.</source>
        <translation>Molas amortecidas formam uma corda e um tecido; molas rígidas fazem Euler explícito explodir.</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>Energia — %1</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   largest stable Δt (symplectic Euler) = %5 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s   maior Δt estável (Euler simplético) = %5 s</translation>
    </message>
    <message>
        <source>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</source>
        <translation>t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s</translation>
    </message>
    <message>
        <source>A rope and a cloth of springs.</source>
        <translation>Uma corda e um tecido de molas.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs: %1 diverged at t = %2 s.</source>
        <translation>Corda e tecido de molas: %1 divergiu em t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs, %1: stretched %2 % on average, at most %3 %; total energy %4 J.</source>
        <translation>Corda e tecido de molas, %1: esticados %2 % em média, no máximo %3 %; energia total %4 J.</translation>
    </message>
    <message>
        <source>Rope and cloth of springs. %1: stretched %2 % on average, at most %3 %, total energy %4 J; %5: stretched %6 % on average, at most %7 %, total energy %8 J.</source>
        <translation>Corda e tecido de molas. %1: esticados %2 % em média, no máximo %3 %, energia total %4 J; %5: esticados %6 % em média, no máximo %7 %, energia total %8 J.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergiu em t = %2 s</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: each step multiplies the stiffest mode&apos;s energy by 1 + (ω_max Δt)² = %3. Lower Δt or use symplectic Euler.</source>
        <translation>%1 divergiu em t = %2 s: cada passo multiplica a energia do modo mais rígido por 1 + (ω_max Δt)² = %3. Reduza Δt ou use Euler simplético.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: ω_max Δt = %3 is beyond its stability limit. Lower Δt or soften the springs.</source>
        <translation>%1 divergiu em t = %2 s: ω_max Δt = %3 passa do seu limite de estabilidade. Reduza Δt ou amoleça as molas.</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergiu em t = %1 s</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>o tempo deve ser um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the largest stable Δt must be a positive number</source>
        <translation>o maior Δt estável deve ser um número positivo</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>a simulação do arraste não existe</translation>
    </message>
</context>
<context>
    <name>taylor</name>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; %1 is not defined at x = %5.</source>
        <translation>Polinômio de Taylor de %1 em torno de a = %2, grau %3 de %4 na tela; %1 não está definida em x = %5.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, and the Lagrange bound is infinite there.</source>
        <translation>Polinômio de Taylor de %1 em torno de a = %2, grau %3 de %4 na tela; em x = %5 seu erro é %6, e o limite de Lagrange é infinito ali.</translation>
    </message>
    <message>
        <source>Taylor polynomial of %1 about a = %2, degree %3 of %4 on show; at x = %5 its error is %6, against the Lagrange bound %7.</source>
        <translation>Polinômio de Taylor de %1 em torno de a = %2, grau %3 de %4 na tela; em x = %5 seu erro é %6, contra o limite de Lagrange %7.</translation>
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
        <translation>Função f</translation>
    </message>
    <message>
        <source>The function to expand: eˣ, sin x, cos x, ln(1 + x) or 1/(1 − x).</source>
        <translation>A função a desenvolver: eˣ, sen x, cos x, ln(1 + x) ou 1/(1 − x).</translation>
    </message>
    <message>
        <source>Expansion point a</source>
        <translation>Ponto de expansão a</translation>
    </message>
    <message>
        <source>The point the Taylor series is built around.</source>
        <translation>O ponto em torno do qual a série de Taylor é construída.</translation>
    </message>
    <message>
        <source>Degree N</source>
        <translation>Grau N</translation>
    </message>
    <message>
        <source>Highest power in the partial sum P_N; P₀ … P_N are drawn.</source>
        <translation>Maior potência da soma parcial P_N; P₀ … P_N são desenhados.</translation>
    </message>
    <message>
        <source>Range from x</source>
        <translation>Intervalo de x</translation>
    </message>
    <message>
        <source>Left end of the x range of the charts.</source>
        <translation>Extremo esquerdo do intervalo de x dos gráficos.</translation>
    </message>
    <message>
        <source>Range to x</source>
        <translation>Intervalo até x</translation>
    </message>
    <message>
        <source>Right end of the x range of the charts.</source>
        <translation>Extremo direito do intervalo de x dos gráficos.</translation>
    </message>
    <message>
        <source>How many terms: at x</source>
        <translation>Quantos termos: em x</translation>
    </message>
    <message>
        <source>The point where the &quot;how many terms?&quot; tool wants the accuracy.</source>
        <translation>O ponto onde a ferramenta “Quantos termos?” exige a precisão.</translation>
    </message>
    <message>
        <source>How many terms: tolerance Δ</source>
        <translation>Quantos termos: tolerância Δ</translation>
    </message>
    <message>
        <source>The error allowed at x: the tool finds the smallest N whose Lagrange bound is ≤ Δ.</source>
        <translation>O erro admitido em x: a ferramenta procura o menor N cuja cota de Lagrange é ≤ Δ.</translation>
    </message>
    <message>
        <source>Table: x values</source>
        <translation>Tabela: valores de x</translation>
    </message>
    <message>
        <source>Comma-separated x values of the table x, P_N(x), f(x), error, bound.</source>
        <translation>Valores de x, separados por vírgulas, da tabela x, P_N(x), f(x), erro, cota.</translation>
    </message>
    <message>
        <source>every x</source>
        <translation>qualquer x</translation>
    </message>
    <message>
        <source>Taylor polynomials P₀ … P%1 of %2</source>
        <translation>Polinômios de Taylor P₀ … P%1 de %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>True error and Lagrange bound, N = %1</source>
        <translation>Erro verdadeiro e cota de Lagrange, N = %1</translation>
    </message>
    <message>
        <source>|f − %1|; left out outside %2, where the series diverges</source>
        <translation>|f − %1|; omitido fora de %2, onde a série diverge</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!; left out outside %2, where the series diverges</source>
        <translation>cota M|x − a|^%1/%1!; omitida fora de %2, onde a série diverge</translation>
    </message>
    <message>
        <source>bound M|x − a|^%1/%1!</source>
        <translation>cota M|x − a|^%1/%1!</translation>
    </message>
    <message>
        <source>degree N</source>
        <translation>grau N</translation>
    </message>
    <message>
        <source>error at x</source>
        <translation>erro em x</translation>
    </message>
    <message>
        <source>Bound and error at x = %1</source>
        <translation>Cota e erro em x = %1</translation>
    </message>
    <message>
        <source>Lagrange bound</source>
        <translation>Cota de Lagrange</translation>
    </message>
    <message>
        <source>true error |f(x) − P_N(x)|</source>
        <translation>erro verdadeiro |f(x) − P_N(x)|</translation>
    </message>
    <message>
        <source>tolerance Δ = %1</source>
        <translation>tolerância Δ = %1</translation>
    </message>
    <message>
        <source>Error of sin θ ≈ θ</source>
        <translation>Erro de sen θ ≈ θ</translation>
    </message>
    <message>
        <source>angle θ</source>
        <translation>ângulo θ</translation>
    </message>
    <message>
        <source>relative error (θ − sin θ)/sin θ</source>
        <translation>erro relativo (θ − sen θ)/sen θ</translation>
    </message>
    <message>
        <source>(θ − sin θ)/sin θ</source>
        <translation>(θ − sen θ)/sen θ</translation>
    </message>
    <message>
        <source>1 % at θ = %1°</source>
        <translation>1 % em θ = %1°</translation>
    </message>
    <message>
        <source>Radians: π rad = 180°</source>
        <translation>Radianos: π rad = 180°</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>ângulo</translation>
    </message>
    <message>
        <source>θ in radians, and sin θ</source>
        <translation>θ em radianos, e sen θ</translation>
    </message>
    <message>
        <source>θ in rad</source>
        <translation>θ em rad</translation>
    </message>
    <message>
        <source>sin θ</source>
        <translation>sen θ</translation>
    </message>
    <message>
        <source>Classic angles</source>
        <translation>Ângulos clássicos</translation>
    </message>
    <message>
        <source>Fewest terms (degree N + 1) with bound ≤ Δ</source>
        <translation>Menos termos (grau N + 1) com cota ≤ Δ</translation>
    </message>
    <message>
        <source>Smallest degree N with bound ≤ Δ</source>
        <translation>Menor grau N com cota ≤ Δ</translation>
    </message>
    <message>
        <source>at x = %1 with Δ = %2: degree N = %3</source>
        <translation>em x = %1 com Δ = %2: grau N = %3</translation>
    </message>
    <message>
        <source>Lagrange bound for that N</source>
        <translation>Cota de Lagrange para esse N</translation>
    </message>
    <message>
        <source>Lagrange bound for N − 1 (&gt; Δ)</source>
        <translation>Cota de Lagrange para N − 1 (&gt; Δ)</translation>
    </message>
    <message>
        <source>N = 0 already meets the tolerance</source>
        <translation>N = 0 já atende à tolerância</translation>
    </message>
    <message>
        <source>True error of that P_N at x</source>
        <translation>Erro verdadeiro desse P_N em x</translation>
    </message>
    <message>
        <source>no degree up to %1 has a Lagrange bound ≤ Δ at x = %2 with Δ = %3</source>
        <translation>nenhum grau até %1 tem cota de Lagrange ≤ Δ em x = %2 com Δ = %3</translation>
    </message>
    <message>
        <source>over the part of the range where the series converges (%1)</source>
        <translation>sobre a parte do intervalo onde a série converge (%1)</translation>
    </message>
    <message>
        <source>the series converges nowhere in the range [%1, %2]</source>
        <translation>a série não converge em nenhum ponto do intervalo [%1, %2]</translation>
    </message>
    <message>
        <source>Largest true error |f − P_N| over the range</source>
        <translation>Maior erro verdadeiro |f − P_N| no intervalo</translation>
    </message>
    <message>
        <source>Largest Lagrange bound over the range</source>
        <translation>Maior cota de Lagrange no intervalo</translation>
    </message>
    <message>
        <source>Radius of convergence about a</source>
        <translation>Raio de convergência em torno de a</translation>
    </message>
    <message>
        <source>sin θ ≈ θ is 1 % off from θ =</source>
        <translation>sen θ ≈ θ desvia 1 % a partir de θ =</translation>
    </message>
    <message>
        <source>error |f − P_N|</source>
        <translation>erro |f − P_N|</translation>
    </message>
    <message>
        <source>%1 about a = %2, degree N = %3</source>
        <translation>%1 em torno de a = %2, grau N = %3</translation>
    </message>
    <message>
        <source>Degrees and radians (θ = s/r), and the small-angle error</source>
        <translation>Graus e radianos (θ = s/r), e o erro de ângulo pequeno</translation>
    </message>
    <message>
        <source>(units of x)</source>
        <translation>(unidades de x)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3 (charts: adding term %4 of %5)</source>
        <translation>%1 em torno de a = %2, N = %3 (gráficos: somando o termo %4 de %5)</translation>
    </message>
    <message>
        <source>%1 about a = %2, N = %3</source>
        <translation>%1 em torno de a = %2, N = %3</translation>
    </message>
    <message>
        <source>%1;  converges for %2;  at x = %3, Δ = %4 needs N = %5 (%6 terms)</source>
        <translation>%1;  converge para %2;  em x = %3, Δ = %4 exige N = %5 (%6 termos)</translation>
    </message>
    <message>
        <source>%1;  converges for %2</source>
        <translation>%1;  converge para %2</translation>
    </message>
    <message>
        <source>The series of %1 about a = %2 converges only for %3: the error and the bound are left out of the chart beyond, where adding terms makes P_N worse.</source>
        <translation>A série de %1 em torno de a = %2 só converge para %3: o erro e a cota ficam fora do gráfico além disso, onde somar termos piora P_N.</translation>
    </message>
    <message>
        <source>ln(1 + x) is not defined for x ≤ −1: that part of the range has no curve for f.</source>
        <translation>ln(1 + x) não é definido para x ≤ −1: essa parte do intervalo não tem curva para f.</translation>
    </message>
    <message>
        <source>How many terms: %1 is not defined at x = %2. Choose another x.</source>
        <translation>Quantos termos: %1 não é definida em x = %2. Escolha outro x.</translation>
    </message>
    <message>
        <source> The interval between a and x contains the singularity, so no M exists.</source>
        <translation> O intervalo entre a e x contém a singularidade, então não existe M.</translation>
    </message>
    <message>
        <source> x lies outside the convergence interval (%1).</source>
        <translation> x está fora do intervalo de convergência (%1).</translation>
    </message>
    <message>
        <source> The series converges at x, but here M grows about as fast as (N + 1)!, so the Lagrange bound does not shrink with N: it is too pessimistic to prove the convergence (the true error, in the &quot;how many terms&quot; chart, does shrink).</source>
        <translation> A série converge em x, mas aqui M cresce quase tão rápido quanto (N + 1)!, então a cota de Lagrange não diminui com N: ela é pessimista demais para provar a convergência (o erro verdadeiro, no gráfico “Quantos termos”, diminui sim).</translation>
    </message>
    <message>
        <source>How many terms: no degree up to %1 brings the Lagrange bound at x = %2 below Δ = %3.%4</source>
        <translation>Quantos termos: nenhum grau até %1 leva a cota de Lagrange em x = %2 abaixo de Δ = %3.%4</translation>
    </message>
    <message>
        <source>Taylor series and the Lagrange error bound</source>
        <translation>Série de Taylor e a cota de erro de Lagrange</translation>
    </message>
    <message>
        <source>Why every integrator has an order: polynomials that hug a function, and how far off they are.</source>
        <translation>Por que cada integrador tem uma ordem: polinômios que se ajustam a uma função, e quanto se afastam dela.</translation>
    </message>
    <message>
        <source>parameter &apos;function&apos;: unknown function %1</source>
        <translation>parâmetro &apos;function&apos;: função desconhecida %1</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: ln(1 + x) is only defined for x &gt; −1: choose an expansion point a &gt; −1 (a = %1)</source>
        <translation>parâmetro &apos;a&apos;: ln(1 + x) só é definida para x &gt; −1: escolha um ponto de expansão a &gt; −1 (a = %1)</translation>
    </message>
    <message>
        <source>parameter &apos;a&apos;: 1/(1 − x) has its pole at x = 1: choose an expansion point a ≠ 1</source>
        <translation>parâmetro &apos;a&apos;: 1/(1 − x) tem seu polo em x = 1: escolha um ponto de expansão a ≠ 1</translation>
    </message>
    <message>
        <source>parameters &apos;x_min&apos; and &apos;x_max&apos;: the range needs x_min &lt; x_max (x_min = %1, x_max = %2)</source>
        <translation>parâmetros &apos;x_min&apos; e &apos;x_max&apos;: o intervalo precisa de x_min &lt; x_max (x_min = %1, x_max = %2)</translation>
    </message>
    <message>
        <source>parameter &apos;x_values&apos;: give 1 to 100 numbers separated by commas, e.g. &quot;0, 0.1, 0.5, 1&quot; (got %1)</source>
        <translation>parâmetro &apos;x_values&apos;: informe de 1 a 100 números separados por vírgulas, p. ex. &quot;0, 0.1, 0.5, 1&quot; (recebido: %1)</translation>
    </message>
    <message>
        <source>the clock t = %1 s is not a time of a run</source>
        <translation>o relógio t = %1 s não é um instante de uma simulação</translation>
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
        <translation>Rotação (círculos)</translation>
    </message>
    <message>
        <source>Lamb–Oseen vortex</source>
        <translation>Vórtice de Lamb–Oseen</translation>
    </message>
    <message>
        <source>Double gyre (time-dependent)</source>
        <translation>Giro duplo (dependente do tempo)</translation>
    </message>
    <message>
        <source>The flow that carries the particle.</source>
        <translation>O escoamento que carrega a partícula.</translation>
    </message>
    <message>
        <source>Time step Δt</source>
        <translation>Passo de tempo Δt</translation>
    </message>
    <message>
        <source>Step size of every method. Applies while running.</source>
        <translation>Tamanho do passo de cada método. Vale durante a simulação.</translation>
    </message>
    <message>
        <source>Start x₀</source>
        <translation>Início x₀</translation>
    </message>
    <message>
        <source>Where the particle is dropped (or click in the view).</source>
        <translation>Onde a partícula é solta (ou clique na vista).</translation>
    </message>
    <message>
        <source>Start y₀</source>
        <translation>Início y₀</translation>
    </message>
    <message>
        <source>End time T</source>
        <translation>Tempo final T</translation>
    </message>
    <message>
        <source>The run stops here; the endpoint error is measured here.</source>
        <translation>A simulação para aqui; o erro final é medido aqui.</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Métodos</translation>
    </message>
    <message>
        <source>Integrators traced side by side (comma-separated ids).</source>
        <translation>Integradores traçados lado a lado (identificadores separados por vírgulas).</translation>
    </message>
    <message>
        <source>Distance from the reference path</source>
        <translation>Distância à trajetória de referência</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distância</translation>
    </message>
    <message>
        <source>time step Δt</source>
        <translation>passo de tempo Δt</translation>
    </message>
    <message>
        <source>distance at T</source>
        <translation>distância em T</translation>
    </message>
    <message>
        <source>Distance from the reference at T (endpoint error)</source>
        <translation>Distância à referência em T (erro final)</translation>
    </message>
    <message>
        <source>the convergence study has not run yet</source>
        <translation>o estudo de convergência ainda não foi executado</translation>
    </message>
    <message>
        <source>Reference (RK4, Δt/100)</source>
        <translation>Referência (RK4, Δt/100)</translation>
    </message>
    <message>
        <source>Run convergence study</source>
        <translation>Executar o estudo de convergência</translation>
    </message>
    <message>
        <source>Distance from the reference at the end time T for the current Δt and for Δt halved six times, per method.</source>
        <translation>Distância à referência no tempo final T para o Δt atual e para Δt dividido ao meio seis vezes, por método.</translation>
    </message>
    <message>
        <source>Tracing a particle through a velocity field</source>
        <translation>Seguindo uma partícula por um campo de velocidades</translation>
    </message>
    <message>
        <source>dx/dt = v(x, t): Euler, Heun, midpoint and RK4 follow a particle through a flow.</source>
        <translation>dx/dt = v(x, t): Euler, Heun, ponto médio e RK4 seguem uma partícula por um escoamento.</translation>
    </message>
    <message>
        <source>%1   t = %2 s   Δt = %3 s   (click to drop the particle)</source>
        <translation>%1   t = %2 s   Δt = %3 s   (clique para soltar a partícula)</translation>
    </message>
    <message>
        <source>Error at T = %1 s against Δt</source>
        <translation>Erro em T = %1 s em função de Δt</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 diverged at t = %5 s.</source>
        <translation>A partícula está em (%1, %2) m, levada a %3 m/s; %4 divergiu em t = %5 s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s.</source>
        <translation>A partícula está em (%1, %2) m, levada a %3 m/s.</translation>
    </message>
    <message>
        <source>The particle is at (%1, %2) m, carried at %3 m/s; %4 is farthest from it, %5 m away.</source>
        <translation>A partícula está em (%1, %2) m, levada a %3 m/s; %4 é o mais distante, a %5 m.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;end_time&apos;: time step Δt = %1 s must be smaller than the end time T = %2 s.</source>
        <translation>parâmetros &apos;dt&apos; e &apos;end_time&apos;: o passo de tempo Δt = %1 s deve ser menor que o tempo final T = %2 s.</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;: the start %1 = %2 m lies outside this field&apos;s region, %3 to %4 m (the field&apos;s region is [%5, %6] × [%7, %8] m).</source>
        <translation>parâmetro &apos;%1&apos;: o início %1 = %2 m fica fora da região deste campo, de %3 a %4 m (a região do campo é [%5; %6] × [%7; %8] m).</translation>
    </message>
    <message>
        <source>at T = %1 s with Δt = %2 s from (%3, %4) m</source>
        <translation>em T = %1 s com Δt = %2 s a partir de (%3; %4) m</translation>
    </message>
    <message>
        <source>study cancelled before every method ran</source>
        <translation>estudo cancelado antes de cada método rodar</translation>
    </message>
    <message>
        <source>%1 diverged before T</source>
        <translation>%1 divergiu antes de T</translation>
    </message>
    <message>
        <source>%1 (diverged at t = %2 s)</source>
        <translation>%1 (divergiu em t = %2 s)</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: it ended up more than %3 times farther from the reference solution than the reference is from the origin. Lower Δt.</source>
        <translation>%1 divergiu em t = %2 s: terminou mais de %3 vezes mais longe da solução de referência do que a referência está da origem. Diminua Δt.</translation>
    </message>
    <message>
        <source>%1 (diverged)</source>
        <translation>%1 (divergiu)</translation>
    </message>
    <message>
        <source>the study&apos;s Δt = %1 s is not a time step</source>
        <translation>o Δt = %1 s do estudo não é um passo de tempo</translation>
    </message>
    <message>
        <source>the study&apos;s endpoint error of %1 is not a distance</source>
        <translation>o erro final de %1 no estudo não é uma distância</translation>
    </message>
    <message>
        <source>the velocity-field state</source>
        <translation>o estado do campo de velocidades</translation>
    </message>
    <message>
        <source>time t = %1 s is not a time of a run</source>
        <translation>o tempo t = %1 s não é um instante de uma simulação</translation>
    </message>
    <message>
        <source>the reference point is not a finite point of the plane</source>
        <translation>o ponto de referência não é um ponto finito do plano</translation>
    </message>
    <message>
        <source>the reference path is too long or not finite</source>
        <translation>a trajetória de referência é longa demais ou não é finita</translation>
    </message>
    <message>
        <source>%1: the particle is not a finite point of the plane</source>
        <translation>%1: a partícula não é um ponto finito do plano</translation>
    </message>
    <message>
        <source>%1: the particle is farther from the reference than a run that has not diverged can be</source>
        <translation>%1: a partícula está mais longe da referência do que pode estar uma simulação que não divergiu</translation>
    </message>
    <message>
        <source>%1: the divergence time is not a time of the run</source>
        <translation>%1: o instante de divergência não é um instante da simulação</translation>
    </message>
    <message>
        <source>%1: the path is too long or not finite</source>
        <translation>%1: a trajetória é longa demais ou não é finita</translation>
    </message>
</context>
<context>
    <name>xpbd</name>
    <message>
        <source>XPBD constraints</source>
        <translation>Vínculos XPBD</translation>
    </message>
    <message>
        <source>Damped springs (symplectic Euler)</source>
        <translation>Molas amortecidas (Euler simplético)</translation>
    </message>
    <message>
        <source>Compliance α</source>
        <translation>Complacência α</translation>
    </message>
    <message>
        <source>Inverse stiffness of every XPBD link; 0 is rigid.</source>
        <translation>Inverso da rigidez de cada ligação XPBD; 0 é rígido.</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>Subpassos</translation>
    </message>
    <message>
        <source>Each frame Δt is split into this many substeps (both versions).</source>
        <translation>Cada quadro Δt é dividido em tantos subpassos (ambas as versões).</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterações</translation>
    </message>
    <message>
        <source>Gauss–Seidel sweeps over the XPBD links per substep.</source>
        <translation>Passadas de Gauss–Seidel pelas ligações XPBD por subpasso.</translation>
    </message>
    <message>
        <source>Frame time step Δt</source>
        <translation>Passo de tempo do quadro Δt</translation>
    </message>
    <message>
        <source>One frame; split into the substeps.</source>
        <translation>Um quadro; dividido nos subpassos.</translation>
    </message>
    <message>
        <source>Particle mass m</source>
        <translation>Massa das partículas m</translation>
    </message>
    <message>
        <source>Mass of every particle.</source>
        <translation>Massa de cada partícula.</translation>
    </message>
    <message>
        <source>Spring stiffness k_s (spring version)</source>
        <translation>Rigidez da mola k_s (versão de molas)</translation>
    </message>
    <message>
        <source>Spring version: force per unit strain; ℓ₀/α matches α.</source>
        <translation>Versão de molas: força por unidade de deformação; ℓ₀/α corresponde a α.</translation>
    </message>
    <message>
        <source>Spring damping k_d (spring version)</source>
        <translation>Amortecimento da mola k_d (versão de molas)</translation>
    </message>
    <message>
        <source>Spring version: damping of the stretching speed.</source>
        <translation>Versão de molas: amortecimento da velocidade de estiramento.</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀</source>
        <translation>Erro de vínculo |ℓ − ℓ₀|/ℓ₀</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>relative length error</source>
        <translation>erro relativo de comprimento</translation>
    </message>
    <message>
        <source>Total energy: kinetic + elastic + gravity</source>
        <translation>Energia total: cinética + elástica + gravitacional</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Molas</translation>
    </message>
    <message>
        <source>Constraint error |ℓ − ℓ₀|/ℓ₀ (mean, max)</source>
        <translation>Erro de vínculo |ℓ − ℓ₀|/ℓ₀ (média, máx.)</translation>
    </message>
    <message>
        <source>Kinetic energy</source>
        <translation>Energia cinética</translation>
    </message>
    <message>
        <source>Elastic energy (springs; ½C²/α for XPBD)</source>
        <translation>Energia elástica (molas; ½C²/α no XPBD)</translation>
    </message>
    <message>
        <source>Gravitational energy (0 at y = 0)</source>
        <translation>Energia potencial gravitacional (0 em y = 0)</translation>
    </message>
    <message>
        <source>Total energy</source>
        <translation>Energia total</translation>
    </message>
    <message>
        <source>Rope and cloth of XPBD rods</source>
        <translation>Corda e tecido de hastes XPBD</translation>
    </message>
    <message>
        <source>Saved from the xpbd lesson (its XPBD run).</source>
        <translation>Salvo a partir da lição XPBD (sua simulação XPBD).</translation>
    </message>
    <message>
        <source>XPBD: stiff constraints at any time step</source>
        <translation>XPBD: vínculos rígidos com qualquer passo de tempo</translation>
    </message>
    <message>
        <source>The rope and cloth as XPBD distance constraints next to springs at the same Δt.</source>
        <translation>A corda e o tecido como vínculos de distância XPBD ao lado de molas com o mesmo Δt.</translation>
    </message>
    <message>
        <source>XPBD</source>
        <translation>XPBD</translation>
    </message>
    <message>
        <source>XPBD, mean</source>
        <translation>XPBD, média</translation>
    </message>
    <message>
        <source>Springs, mean</source>
        <translation>Molas, média</translation>
    </message>
    <message>
        <source>XPBD, max</source>
        <translation>XPBD, máx.</translation>
    </message>
    <message>
        <source>Springs, max</source>
        <translation>Molas, máx.</translation>
    </message>
    <message>
        <source>t = %1   Δt = %2 s in %3 substeps × %4 iterations   α = %5 m/N</source>
        <translation>t = %1   Δt = %2 s em %3 subpassos × %4 iterações   α = %5 m/N</translation>
    </message>
    <message>
        <source>Rope and cloth: %1 diverged at t = %2 s.</source>
        <translation>Corda e tecido: %1 divergiu em t = %2 s.</translation>
    </message>
    <message>
        <source>Rope and cloth: the XPBD rods are off their length by %1 % on average, at most %2 %, total energy %3 J; the springs by %4 % on average, at most %5 %.</source>
        <translation>Corda e tecido: as hastes XPBD desviam de seu comprimento %1 % em média, no máximo %2 %, energia total %3 J; as molas %4 % em média, no máximo %5 %.</translation>
    </message>
    <message>
        <source>parameters &apos;dt&apos; and &apos;substeps&apos;: Δt / substeps is below 1 µs: use fewer substeps or a larger Δt.</source>
        <translation>parâmetros &apos;dt&apos; e &apos;substeps&apos;: Δt / subpassos é menor que 1 µs: use menos subpassos ou um Δt maior.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s</source>
        <translation>%1 divergiu em t = %2 s</translation>
    </message>
    <message>
        <source>diverged at t = %1 s</source>
        <translation>divergiu em t = %1 s</translation>
    </message>
    <message>
        <source>error: mean %1, max %2</source>
        <translation>erro: média %1, máx. %2</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: the springs are too stiff for Δt/substeps with an explicit integrator. Raise the substeps or soften k_s.</source>
        <translation>%1 divergiu em t = %2 s: as molas são rígidas demais para Δt/subpassos com um integrador explícito. Aumente os subpassos ou reduza k_s.</translation>
    </message>
    <message>
        <source>%1 diverged at t = %2 s: lower Δt or raise the substeps.</source>
        <translation>%1 divergiu em t = %2 s: reduza Δt ou aumente os subpassos.</translation>
    </message>
    <message>
        <source>the time must be a finite number ≥ 0</source>
        <translation>o tempo deve ser um número finito ≥ 0</translation>
    </message>
    <message>
        <source>the run of the drag does not exist</source>
        <translation>a simulação do arraste não existe</translation>
    </message>
</context>
</TS>
