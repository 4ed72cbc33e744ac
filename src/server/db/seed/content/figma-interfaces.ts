import { md, type CourseContent } from './types.ts';

/** Course '13': Design de Interfaces com Figma. */
export const figmaInterfaces: CourseContent = {
  lessons: [
    {
      title: 'Interface e ferramentas',
      videoUrl: 'https://www.youtube.com/watch?v=FTFaQWZBqQ8',
      body: md(`
O **Figma** é uma ferramenta de design de interfaces que roda no navegador (e em aplicativo para desktop), com colaboração em tempo real: várias pessoas editam o mesmo arquivo ao mesmo tempo, como em um documento compartilhado. Isso o tornou o padrão de mercado para design de produtos digitais.

### Organização

- **Equipes e projetos** agrupam arquivos.
- Cada **arquivo** tem **páginas** (por exemplo: "Pesquisa", "Wireframes", "UI", "Componentes").
- Cada página é uma **tela infinita** (canvas) onde ficam os frames.

### A interface

- **Barra de ferramentas** (topo): mover, frame, formas, caneta, texto, comentários.
- **Painel de camadas** (esquerda): a hierarquia de tudo o que está na página.
- **Painel de propriedades** (direita): posição, tamanho, preenchimento, contorno, efeitos, texto; e as abas de **Prototype** e **Inspect/Dev Mode**.

### Atalhos essenciais

- **V**: mover; **F**: frame; **R**: retângulo; **O**: elipse; **T**: texto; **P**: caneta.
- **Ctrl/Cmd + G**: agrupar; **Ctrl/Cmd + D**: duplicar.
- **Shift + 1**: ver tudo; **Shift + 2**: zoom na seleção.
- Segurar **Alt/Option** mostra as distâncias entre elementos.
- **Ctrl/Cmd + /**: busca rápida de comandos.

### Nomeando camadas

Camadas chamadas "Rectangle 47" tornam o arquivo impossível de manter. Dê nomes descritivos ("Botão primário", "Card de produto") desde o início: isso facilita o trabalho em equipe e o handoff.

O vídeo desta aula (em inglês, 24 minutos) percorre a interface e as ferramentas básicas desenhando uma tela do início ao fim; assista depois de ler esta aula.

### Exercícios

1. Crie um arquivo com quatro páginas: Referências, Wireframes, UI e Componentes.
2. Desenhe um cartão de visita usando retângulo, texto e uma elipse, nomeando todas as camadas.
3. Pratique os atalhos de ferramentas até não precisar da barra superior.
`),
    },
    {
      title: 'Frames, grids e layouts',
      body: md(`
No Figma, as telas são construídas dentro de **frames**. Combinados com **grids de layout**, eles garantem alinhamento, consistência e telas que se adaptam a diferentes tamanhos.

### Frames versus grupos

Um **frame** é um contêiner com tamanho próprio, que pode ter preenchimento, recortar o conteúdo, ter grids, restrições e Auto Layout. Um **grupo** apenas junta elementos e assume o tamanho deles. Use frames para telas e componentes; grupos para juntar elementos temporariamente.

Ao criar um frame (tecla **F**), o painel direito oferece tamanhos prontos: iPhone, Android, Desktop. Comece pelo **celular**: é onde está a maioria dos usuários.

### Grids de layout

Em **Layout grid**, adicione:

- **Colunas**: por exemplo, 4 colunas no celular com margens de 16 px e espaçamento (gutter) de 16 px; 12 colunas no desktop.
- **Linhas** ou uma **grade de base** de 8 px para alinhar verticalmente.

### O sistema de 8 pontos

Use múltiplos de **8** (e de 4 para ajustes finos) em tamanhos, espaçamentos e margens: 8, 16, 24, 32, 48. As interfaces ficam mais consistentes e a conversa com o desenvolvimento mais simples.

### Restrições (constraints)

As **constraints** definem como um elemento se comporta quando o frame muda de tamanho: fixo à esquerda, à direita, centralizado ou escalando. Um botão "Voltar" fica preso ao topo e à esquerda; uma barra de navegação inferior se estica na horizontal e fica presa ao fundo.

### Hierarquia visual

Tamanho, peso, cor e espaço indicam o que é mais importante. Elementos relacionados ficam próximos (**lei da proximidade**); grupos diferentes são separados por mais espaço.

### Exercícios

1. Crie um frame de celular com grid de 4 colunas e um de desktop com 12 colunas.
2. Monte uma tela de login no celular usando apenas espaçamentos múltiplos de 8.
3. Configure as constraints do cabeçalho e redimensione o frame para testar.
`),
    },
    {
      title: 'Auto layout',
      body: md(`
O **Auto Layout** faz os frames se ajustarem automaticamente ao conteúdo, como o **flexbox** do CSS. É o recurso que mais economiza tempo no Figma: um botão cresce quando o texto aumenta, uma lista reorganiza os itens quando um é removido.

### Ativando

Selecione os elementos e pressione **Shift + A**. O frame passa a ter:

- **Direção**: horizontal, vertical ou, nas versões recentes, em grade (wrap).
- **Espaçamento entre itens** (gap).
- **Padding**: espaço interno em cada lado.
- **Alinhamento** dos itens.

### Redimensionamento

Cada elemento dentro de um Auto Layout pode ser:

- **Hug contents** (abraçar o conteúdo): o tamanho acompanha o conteúdo.
- **Fill container** (preencher o contêiner): ocupa o espaço disponível.
- **Fixed** (fixo): tamanho definido.

### Exemplo: um botão

1. Crie um texto "Comprar agora".
2. Shift + A: vira um frame com Auto Layout.
3. Padding horizontal 24, vertical 12; raio dos cantos 8; preenchimento na cor primária.
4. Largura em **Hug**: escreva "Adicionar ao carrinho" e o botão cresce sozinho.

### Exemplo: um card

Um card de produto é um Auto Layout vertical (imagem, título, preço, botão) com gap de 12 e padding de 16. A imagem e o botão em **Fill container** ocupam toda a largura; ao mudar a largura do card, tudo se ajusta.

### Aninhamento

Interfaces reais são Auto Layouts dentro de Auto Layouts: a tela é vertical; o cabeçalho é horizontal; cada item de lista é horizontal com um ícone, um bloco de textos vertical e uma seta.

### Exercícios

1. Crie um botão com Auto Layout e teste com textos de tamanhos diferentes.
2. Monte um card de produto com Auto Layout vertical e elementos em Fill.
3. Construa uma lista de configurações com cinco itens aninhando Auto Layouts.
`),
    },
    {
      title: 'Componentes e variantes',
      body: md(`
**Componentes** são elementos reutilizáveis: você cria o **componente principal** uma vez e usa **instâncias** em todo o projeto. Mudou o principal, todas as instâncias mudam. É a base de qualquer design consistente e de um design system.

### Criando

Selecione um elemento (um botão com Auto Layout, por exemplo) e pressione **Ctrl/Cmd + Alt/Option + K**. O ícone de quatro losangos indica o componente principal; as cópias arrastadas do painel **Assets** são instâncias.

Nas instâncias você pode **sobrescrever** textos, cores e ícones sem perder o vínculo. Para voltar ao original, use **Reset**.

### Variantes

**Variantes** agrupam versões de um mesmo componente em um **conjunto**, organizadas por **propriedades**. Um botão pode ter:

- **Tipo**: primário, secundário, fantasma.
- **Tamanho**: pequeno, médio, grande.
- **Estado**: padrão, hover, pressionado, desabilitado.

Na instância, basta escolher os valores no painel direito, sem procurar entre dezenas de componentes soltos.

### Propriedades de componente

Além das variantes, há propriedades que simplificam o uso:

- **Booleana**: mostrar ou esconder um ícone.
- **Texto**: editar o rótulo pelo painel.
- **Troca de instância**: escolher qual ícone aparece.

### Boas práticas

- Componentes pequenos e combináveis (ícone, botão, campo) antes de componentes grandes.
- Nomes claros, com barras para organizar: **Botão/Primário**, **Campo/Texto**.
- Documente quando usar cada variante.

### Exercícios

1. Transforme o seu botão em componente e crie variantes de tipo e estado.
2. Adicione uma propriedade booleana para o ícone e uma de texto para o rótulo.
3. Use instâncias do botão em três telas e altere o principal para ver a propagação.
`),
    },
    {
      title: 'Estilos de cor e tipografia',
      body: md(`
Definir cores e textos uma vez e reutilizá-los evita as 14 variações de cinza que aparecem em todo projeto sem padrão. No Figma, isso é feito com **estilos** e, nas versões recentes, com **variáveis**.

### Paleta de cores

Uma paleta funcional tem:

- **Cor primária**: ações principais e identidade da marca.
- **Neutros**: de branco a quase preto, para textos, fundos e bordas.
- **Cores de feedback**: sucesso (verde), alerta (amarelo), erro (vermelho), informação (azul).
- **Tons** de cada cor (100 a 900) para estados e fundos suaves.

Nomeie pelo **uso**, não pela aparência: **Texto/Principal**, **Fundo/Superfície**, **Ação/Primária**. Assim, um tema escuro troca os valores sem mudar os nomes.

### Contraste

Verifique o contraste de texto sobre fundo: pelo menos **4,5:1** para textos normais (WCAG AA). Plugins de contraste no Figma mostram a razão na hora.

### Tipografia

Defina uma **escala tipográfica** com poucos tamanhos, por exemplo: 12, 14, 16, 20, 24, 32, 40. Para cada estilo, registre família, peso, tamanho, altura de linha e espaçamento:

- **Título/H1**: 32, negrito, altura de linha 40.
- **Corpo/Padrão**: 16, regular, altura de linha 24.
- **Legenda**: 12, regular, altura de linha 16.

Uma ou duas famílias bastam. Altura de linha em torno de 1,5 × o tamanho melhora a leitura de textos longos.

### Variáveis e modos

As **variáveis** guardam valores (cores, números, textos) e permitem **modos**: claro e escuro, marca A e marca B. Elas se aproximam dos **design tokens** usados pelo desenvolvimento.

### Exercícios

1. Crie uma paleta com primária, neutros e cores de feedback, nomeadas pelo uso.
2. Defina uma escala tipográfica com cinco estilos de texto.
3. Crie variáveis com modos claro e escuro e aplique-os a uma tela.
`),
    },
    {
      title: 'Bibliotecas compartilhadas',
      body: md(`
Em equipes, componentes e estilos não podem viver espalhados em arquivos de projetos. A **biblioteca compartilhada** centraliza o design system em um arquivo publicado, que todos os outros arquivos usam.

### Publicando

1. Crie um arquivo dedicado, por exemplo "Design System".
2. Organize páginas: Fundamentos (cores, tipografia, espaçamentos, ícones), Componentes e Documentação.
3. Publique pelo painel **Assets → Library**.
4. Nos arquivos de projeto, ative a biblioteca em **Assets → Libraries**.

### Atualizações

Quando a biblioteca muda e é publicada novamente, os arquivos que a usam recebem um aviso de **atualização disponível**. Cada designer revisa e aceita. Assim, uma correção no botão chega a todos os projetos de forma controlada.

### Versionamento e branches

- Escreva uma **descrição** em cada publicação ("Botão: novo estado de carregamento").
- Use o **histórico de versões** para voltar atrás se necessário.
- Em planos que oferecem **branching**, faça mudanças grandes em um branch, peça revisão e faça o merge, como no desenvolvimento de software.

### Governança

Uma biblioteca sem dono vira bagunça. Defina:

- quem pode publicar;
- como alguém propõe um componente novo;
- quando um componente é descontinuado (marque como "Deprecated" antes de remover).

### Documentação

Cada componente deve ter: quando usar e quando não usar, variantes disponíveis, comportamento responsivo e exemplos. A descrição do componente aparece para quem o usa no painel Assets.

### Exercícios

1. Mova seus componentes e estilos para um arquivo de biblioteca e publique-o.
2. Use a biblioteca em um arquivo de projeto e faça uma alteração no botão para testar a atualização.
3. Escreva a documentação de um componente seguindo a estrutura acima.
`),
    },
    {
      title: 'Interações e transições',
      body: md(`
No modo **Prototype**, as telas ganham vida: você conecta frames com interações e transições e obtém um protótipo navegável para testar com usuários e apresentar ideias.

### Criando conexões

1. Vá para a aba **Prototype** no painel direito.
2. Selecione o elemento de origem (um botão) e arraste a bolinha até o frame de destino.
3. Configure o **gatilho**, a **ação** e a **animação**.

### Gatilhos

- **On click / On tap**: o mais comum.
- **While hovering / While pressing**: estados de hover e pressionado.
- **On drag**: arrastar, como em carrosséis.
- **After delay**: muda sozinho depois de um tempo (telas de carregamento).
- **Key/Gamepad**: teclas do teclado.

### Ações

- **Navigate to**: ir para outra tela.
- **Back**: voltar à tela anterior.
- **Open overlay**: abrir um modal, menu ou toast sobre a tela atual.
- **Scroll to**: rolar até uma seção.
- **Change to**: trocar a variante de um componente (por exemplo, um checkbox marcado).

### Animações

**Instant**, **Dissolve**, **Move in/out**, **Push**, **Slide in/out** e **Smart animate** (próxima aula). Ajuste a **curva** (ease in, ease out) e a **duração**: entre 200 e 300 ms parece natural na maioria das transições.

### Fluxos e ponto inicial

Defina um **ponto de partida** (flow starting point) para cada fluxo: "Cadastro", "Compra". Ao apresentar, o Figma lista os fluxos e você começa do ponto certo.

### Rolagem

Frames maiores que a tela rolam no protótipo. Para manter um cabeçalho fixo, marque-o como **Fixed** na rolagem.

### Exercícios

1. Conecte as telas de um fluxo de login com três telas e botão de voltar.
2. Abra um modal de confirmação como overlay.
3. Crie um checkbox com variantes e use "Change to" para alterná-lo no protótipo.
`),
    },
    {
      title: 'Smart animate',
      body: md(`
O **Smart animate** cria animações automáticas entre dois frames: o Figma identifica as camadas com o **mesmo nome** nos dois frames e anima as diferenças de posição, tamanho, rotação, opacidade e cor. Com ele, é possível prototipar microinterações convincentes sem ferramentas de animação.

### Como funciona

1. Crie o frame A (estado inicial).
2. Duplique para o frame B e altere as propriedades (mova um elemento, mude a cor, aumente o tamanho).
3. Conecte A a B com a animação **Smart animate**.

Se um nome de camada não corresponder, o elemento aparece ou some com dissolve. Por isso **nomear as camadas** é essencial.

### Exemplos práticos

- **Abrir um card**: o card cresce e vira a tela de detalhe; a imagem se expande e o texto aparece.
- **Menu lateral**: desliza da esquerda com leve escurecimento do fundo.
- **Botão de curtir**: o ícone aumenta e muda de cor.
- **Abas**: o indicador desliza até a aba selecionada.

### Componentes interativos

Combine Smart animate com **variantes**: defina interações entre as variantes do próprio componente (padrão → hover → pressionado). Todas as instâncias ganham a animação, sem precisar duplicar telas.

### Boas práticas de movimento

- A animação deve **explicar** a mudança (de onde veio, para onde foi), não decorar.
- Durações curtas: 150 a 300 ms para microinterações.
- **Ease out** para elementos que entram; **ease in** para os que saem.
- Respeite pessoas sensíveis a movimento: evite animações grandes e contínuas.

### Exercícios

1. Anime um botão de curtir com Smart animate (tamanho e cor).
2. Crie a transição de um card de lista para a tela de detalhe.
3. Construa abas com indicador deslizante usando variantes.
`),
    },
    {
      title: 'Handoff para desenvolvimento',
      body: md(`
**Handoff** é a passagem do design para o desenvolvimento. Um bom handoff reduz perguntas, retrabalho e diferenças entre o que foi desenhado e o que foi construído.

### O Dev Mode

O **Dev Mode** do Figma mostra a desenvolvedores, para cada elemento selecionado:

- medidas, espaçamentos e distâncias;
- cores, fontes e estilos, com o **nome** do estilo ou da variável;
- trechos de código (CSS, iOS, Android) como referência;
- o componente usado e suas propriedades;
- recursos para exportar (ícones e imagens em SVG, PNG, WebP).

Exemplo de CSS gerado para um botão:

~~~css
.botao-primario {
  display: flex;
  padding: 12px 24px;
  justify-content: center;
  align-items: center;
  gap: 8px;
  border-radius: 8px;
  background: var(--acao-primaria, #2563EB);
}
~~~

O código é uma referência: o time deve usar os componentes e tokens do próprio projeto, e não copiar o CSS de cada tela.

### Preparando o arquivo

- Marque as telas prontas como **Ready for dev**.
- Organize por fluxos, com títulos claros.
- Use componentes e estilos da biblioteca (nada de valores soltos).
- Nomeie camadas e exporte ícones como componentes.

### O que o desenvolvimento precisa além das telas

- **Estados**: vazio, carregando, erro, sucesso, desabilitado.
- **Comportamento responsivo**: o que acontece entre o celular e o desktop.
- **Textos reais** e limites (e se o nome tiver 60 caracteres?).
- **Interações e animações** (duração, curva).
- **Acessibilidade**: ordem de foco, rótulos de ícones, textos alternativos.

### Colaboração

Handoff não é um evento, é uma conversa. Apresente o fluxo ao time antes de desenvolver, responda nos **comentários** do Figma e revise a implementação comparando com o design.

### Exercícios

1. Prepare um fluxo para handoff, marcando-o como Ready for dev.
2. Desenhe os estados vazio, carregando e erro de uma lista.
3. Escreva as notas de acessibilidade de uma tela.
`),
    },
    {
      title: 'Briefing e referências',
      body: md(`
Este é o início do **projeto completo** do curso: você vai desenhar um aplicativo do zero. Todo bom projeto começa com um **briefing** claro e com a pesquisa de **referências**.

### O briefing do projeto

*Um aplicativo para uma rede de bibliotecas municipais. Os leitores querem consultar o acervo, reservar livros, acompanhar empréstimos e receber lembretes de devolução. Público: de estudantes a aposentados. Prazo: três semanas até um protótipo testável.*

### Perguntas que o briefing deve responder

- **Problema**: o que está difícil hoje? (Filas para reservar, multas por esquecimento.)
- **Objetivos**: o que define sucesso? (Reduzir atrasos em 30 %, aumentar reservas on-line.)
- **Público**: quem usa, em que contexto, com que familiaridade com tecnologia.
- **Restrições**: plataformas, identidade visual, prazo, integração com o sistema atual.
- **Escopo**: o que entra na primeira versão e o que fica para depois.

Se o cliente não souber responder, faça as perguntas em uma conversa: descobrir isso cedo evita retrabalho.

### Referências

- **Concorrentes e similares**: aplicativos de bibliotecas, livrarias, streaming de livros.
- **Padrões de interface**: como os melhores apps resolvem busca, filtros, reserva e notificações.
- **Estilo visual**: tipografia, cores, ilustrações.

Organize as referências em uma página do Figma (**moodboard**), com anotações sobre **o que** você gostou em cada uma e **por quê**. Referência não é cópia: é repertório para decidir.

### Definições iniciais

Ao final desta etapa, registre: personas principais, as três tarefas mais importantes (buscar, reservar, renovar) e o mapa das telas do aplicativo.

### Exercícios

1. Escreva o briefing completo do projeto, respondendo às cinco perguntas.
2. Monte um moodboard com pelo menos 10 referências anotadas.
3. Desenhe o mapa de telas (fluxo) do aplicativo.
`),
    },
    {
      title: 'Desenhando um aplicativo',
      body: md(`
Com o briefing e as referências prontos, é hora de desenhar. Vamos do esboço à interface final, usando o que construímos nos módulos anteriores: grids, Auto Layout, componentes, estilos e protótipo.

### 1. Wireframes

Comece em baixa fidelidade, em tons de cinza, pelas três tarefas principais:

- **Buscar**: campo de busca em destaque, filtros (gênero, disponibilidade, unidade) e resultados em lista.
- **Reservar**: página do livro com capa, disponibilidade por unidade e botão "Reservar".
- **Acompanhar**: tela "Meus empréstimos" com datas de devolução e botão "Renovar".

Teste o fluxo com duas ou três pessoas antes de investir no visual.

### 2. Fundamentos visuais

Defina paleta, escala tipográfica, espaçamentos (sistema de 8) e ícones, como estilos e variáveis.

### 3. Componentes

Crie os componentes que se repetem: botões, campo de busca, chips de filtro, card de livro, item de empréstimo, barra de navegação inferior, toast de confirmação. Use variantes para estados.

### 4. Telas em alta fidelidade

Monte as telas com instâncias dos componentes e Auto Layout. Desenhe também os estados:

- busca sem resultados ("Nenhum livro encontrado. Tente outro termo.");
- livro indisponível ("Todos os exemplares estão emprestados. Entrar na fila?");
- empréstimo atrasado, com destaque e ação clara.

### 5. Acessibilidade

Contraste adequado, áreas de toque de pelo menos 44 × 44 px no iOS (48 no Android), textos que suportem aumento de fonte e ícones com rótulos.

### 6. Protótipo

Conecte o fluxo completo de busca → livro → reserva → confirmação, com transições e Smart animate onde ajudar a entender a navegação.

### Exercícios

1. Desenhe os wireframes das três tarefas principais e teste com duas pessoas.
2. Crie a biblioteca de componentes do aplicativo.
3. Finalize as telas em alta fidelidade, com estados vazio, erro e indisponível, e monte o protótipo.
`),
    },
    {
      title: 'Apresentando o projeto',
      body: md(`
Um projeto só termina quando é bem comunicado. Nesta aula final, você vai preparar a apresentação do aplicativo para um cliente ou banca e transformá-lo em um estudo de caso para o portfólio.

### Estrutura da apresentação (15 minutos)

1. **Contexto e problema** (2 min): a rede de bibliotecas, os leitores e as dores encontradas.
2. **Objetivos** (1 min): o que o aplicativo precisava alcançar.
3. **Processo** (3 min): pesquisa, referências, wireframes e o que os testes mudaram.
4. **Solução** (6 min): demonstração do protótipo com as três tarefas principais.
5. **Sistema** (1 min): a biblioteca de componentes e como ela acelera as próximas telas.
6. **Próximos passos** (2 min): o que testar, o que ficou para a segunda versão.

### Demonstrando o protótipo

- Use o **modo de apresentação** do Figma a partir do ponto inicial do fluxo.
- Conte uma **história**: "A Dona Sônia quer renovar o livro que vence amanhã…".
- Deixe o público ver as transições sem pressa.
- Tenha um plano B (vídeo gravado do protótipo) para o caso de a internet falhar.

### Justificando decisões

Para cada decisão importante, explique o **porquê**, apoiado em pesquisa, testes ou princípios: "Colocamos a busca no topo porque 8 de 10 leitores já sabiam o título que procuravam." Decisões justificadas geram confiança e reduzem discussões de gosto pessoal.

### Recebendo feedback

Ouça até o fim, pergunte o que motivou o comentário e registre tudo. Feedback não é ordem: é informação para a próxima iteração.

### Para o portfólio

Transforme a apresentação em um estudo de caso: problema, processo, solução, resultados e aprendizados, com imagens legendadas e um link para o protótipo.

### Exercícios

1. Monte a apresentação de 15 minutos seguindo a estrutura.
2. Grave um vídeo de 2 minutos do protótipo como plano B.
3. Apresente para alguém, registre o feedback e liste três melhorias.
`),
    },
  ],
  questionsPerAttempt: 5,
  questionBank: [
    ['No Figma, para que servem os componentes?', ['Reutilizar elementos e manter consistência', 'Exportar vídeos', 'Editar fotos', 'Programar o back-end'], 0, 'Alterações no componente principal se propagam para todas as instâncias.'],
    ['O que o Auto Layout faz?', ['Ajusta automaticamente espaçamento e tamanho dos elementos ao conteúdo', 'Gera cores aleatórias', 'Publica o site', 'Corrige textos'], 0, 'O Auto Layout funciona como o flexbox, adaptando o frame ao conteúdo.'],
    ['O que é um design system?', ['Um conjunto de padrões, componentes e diretrizes reutilizáveis', 'Um sistema operacional', 'Uma fonte tipográfica', 'Um tipo de arquivo'], 0, 'Ele dá consistência e agilidade ao trabalho de design e desenvolvimento.'],
    ['Para que serve o modo Prototype no Figma?', ['Conectar telas e simular a navegação', 'Escrever código', 'Criar planilhas', 'Gerenciar tarefas'], 0, 'No protótipo definimos gatilhos, ações e transições para testar fluxos.'],
    ['O que são variantes de componentes?', ['Estados e versões de um mesmo componente agrupados em um conjunto', 'Cópias soltas sem vínculo', 'Plugins pagos', 'Páginas do arquivo'], 0, 'Variantes reúnem tipo, tamanho e estado, como padrão, hover e desabilitado.'],
    ['Qual a diferença entre um frame e um grupo?', ['Não há diferença', 'O frame tem tamanho próprio e aceita grids, constraints e Auto Layout; o grupo só junta elementos', 'O grupo aceita Auto Layout e o frame não', 'O frame só existe no protótipo'], 1, 'Use frames para telas e componentes; grupos para juntar elementos temporariamente.'],
    ['No Auto Layout, o que faz a opção "Fill container"?', ['O elemento ocupa o espaço disponível no contêiner', 'O elemento acompanha o tamanho do próprio conteúdo', 'O elemento fica com tamanho fixo', 'O elemento é escondido'], 0, '"Hug" acompanha o conteúdo; "Fill" ocupa o espaço disponível; "Fixed" mantém o tamanho.'],
    ['Como o Smart animate decide o que animar entre dois frames?', ['Anima tudo aleatoriamente', 'Compara camadas com o mesmo nome e anima as diferenças', 'Usa apenas a opacidade', 'Depende de um plugin'], 1, 'Por isso nomear as camadas de forma consistente é essencial.'],
    ['Por que nomear estilos de cor pelo uso (ex.: Texto/Principal)?', ['Porque o Figma exige', 'Para trocar valores, como em um tema escuro, sem mudar os nomes', 'Para deixar o arquivo mais leve', 'Para esconder as cores'], 1, 'Nomes semânticos permitem mudar a aparência mantendo o significado.'],
    ['O que uma biblioteca compartilhada permite?', ['Publicar componentes e estilos para uso em vários arquivos, com atualizações controladas', 'Vender o arquivo', 'Converter o design em aplicativo pronto', 'Editar vídeos'], 0, 'Uma correção publicada na biblioteca chega a todos os projetos que a usam.'],
    ['O que o desenvolvimento precisa receber no handoff além das telas principais?', ['Somente o logotipo', 'Estados (vazio, carregando, erro), comportamento responsivo e notas de acessibilidade', 'A senha do Figma', 'Nada além das telas'], 1, 'Sem os estados e o comportamento, o time precisa adivinhar ou perguntar.'],
    ['Qual é uma boa duração para microinterações?', ['2 a 3 segundos', '150 a 300 milissegundos', '10 milissegundos', '1 minuto'], 1, 'Animações curtas explicam a mudança sem atrasar o usuário.'],
  ],
};
