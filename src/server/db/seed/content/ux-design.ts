import { md, type CourseContent } from './types.ts';

/** Course '9': UX Design: Fundamentos. */
export const uxDesign: CourseContent = {
  lessons: [
    {
      title: 'O que é experiência do usuário',
      videoUrl: 'https://www.youtube.com/watch?v=9BdtGjoIN4E',
      body: md(`
**Experiência do usuário (UX)** é tudo o que uma pessoa percebe e sente ao interagir com um produto, serviço ou empresa: antes, durante e depois do uso. O termo foi popularizado por Don Norman nos anos 1990, quando trabalhava na Apple, justamente para ir além da interface da tela.

### UX não é só interface

A **UI** (interface do usuário) é a parte visível: botões, cores, tipografia. A **UX** inclui a UI, mas também a facilidade de atingir um objetivo, a clareza das mensagens, o tempo de resposta, o atendimento e até a embalagem. Um aplicativo bonito que cobra uma taxa escondida no último passo tem uma experiência ruim.

### Os níveis da experiência

Um modelo útil, inspirado em Peter Morville, pergunta se o produto é:

- **Útil**: resolve um problema real?
- **Usável**: é fácil de usar?
- **Encontrável**: a pessoa acha o que procura?
- **Acessível**: funciona para pessoas com deficiência?
- **Desejável** e **confiável**: transmite segurança e gera vontade de usar?

### Exemplo

Comprar uma passagem de ônibus por um aplicativo: a busca aceita o nome da cidade com ou sem acento? O preço final aparece desde o início? O bilhete chega por e-mail e fica disponível sem internet? Cada resposta é uma decisão de UX.

### O trabalho de quem faz UX

Pesquisar pessoas, organizar informação, desenhar fluxos e telas, prototipar e testar. No vídeo desta aula, Don Norman explica por que criou o termo e por que ele engloba a experiência inteira.

### Exercícios

1. Descreva uma experiência ruim recente com um serviço digital e em que nível ela falhou.
2. Separe o que era problema de UI e o que era problema de UX.
3. Proponha uma mudança que melhoraria essa experiência.
`),
    },
    {
      title: 'Design centrado no usuário',
      body: md(`
O **design centrado no usuário** (DCU) é um processo em que as necessidades, os objetivos e o contexto das pessoas guiam cada decisão de projeto. A norma ISO 9241-210 o descreve como um ciclo iterativo, com os usuários envolvidos do início ao fim.

### O ciclo

1. **Entender o contexto de uso**: quem são os usuários, que tarefas realizam, em que ambiente.
2. **Especificar os requisitos**: o que o produto precisa permitir.
3. **Produzir soluções**: de esboços a protótipos.
4. **Avaliar com usuários** e voltar ao passo necessário.

O ciclo se repete até que a solução atenda aos requisitos.

### Duplo diamante

O Design Council britânico propõe o **duplo diamante**: dois momentos de abrir e fechar.

- **Descobrir** (divergir) e **definir** (convergir): entender o problema certo.
- **Desenvolver** (divergir) e **entregar** (convergir): construir a solução certa.

Pular o primeiro diamante é o erro mais comum: a equipe resolve muito bem um problema que não era o principal.

### Princípios

- Você **não** é o usuário: sua experiência não representa a de todos.
- Decisões baseadas em evidência, não em opinião do cargo mais alto.
- Teste cedo e barato: um esboço em papel já revela problemas.

### Exemplo

Uma prefeitura queria um aplicativo para agendar vacinas. A pesquisa mostrou que boa parte dos idosos agendava pelo telefone de um neto. A solução incluiu agendamento por SMS e atendimento presencial, além do aplicativo.

### Exercícios

1. Escolha um produto que você usa e descreva quem são seus usuários e seu contexto de uso.
2. Aplique o duplo diamante a um problema do seu trabalho: o que você precisaria descobrir?
3. Liste três suposições suas sobre usuários que deveriam ser testadas.
`),
    },
    {
      title: 'Heurísticas de Nielsen',
      body: md(`
Em 1994, Jakob Nielsen publicou **dez heurísticas de usabilidade**: princípios gerais para avaliar interfaces. Elas continuam atuais e são a base da **avaliação heurística**, em que especialistas inspecionam uma interface em busca de problemas.

### As dez heurísticas

1. **Visibilidade do status do sistema**: mostre o que está acontecendo (barra de progresso, "salvando…").
2. **Correspondência com o mundo real**: use a linguagem do usuário, não jargão interno.
3. **Controle e liberdade**: ofereça desfazer e saídas claras.
4. **Consistência e padrões**: o mesmo termo e o mesmo comportamento em todo o produto.
5. **Prevenção de erros**: melhor evitar o erro do que explicá-lo.
6. **Reconhecer em vez de lembrar**: deixe opções visíveis.
7. **Flexibilidade e eficiência**: atalhos para usuários experientes.
8. **Estética e design minimalista**: cada informação extra compete com a relevante.
9. **Ajudar a reconhecer, diagnosticar e corrigir erros**: mensagens claras, com solução.
10. **Ajuda e documentação**: fácil de encontrar e focada na tarefa.

### Exemplo de análise

Formulário de cadastro que apaga todos os campos quando a senha é recusada: viola a prevenção de erros (a regra da senha não foi mostrada antes), o controle (o usuário perde o que digitou) e a ajuda com erros (a mensagem diz apenas "dados inválidos").

### Severidade

Cada problema recebe uma nota de severidade, de 0 (não é problema) a 4 (catástrofe), considerando frequência, impacto e persistência. Assim a equipe prioriza o que corrigir.

### Exercícios

1. Faça uma avaliação heurística da tela de login de um aplicativo que você usa.
2. Para cada problema, indique a heurística violada e a severidade.
3. Reescreva uma mensagem de erro ruim seguindo a heurística 9.
`),
    },
    {
      title: 'Entrevistas com usuários',
      body: md(`
A **entrevista** é o método de pesquisa mais versátil em UX: com poucas conversas bem conduzidas, você entende comportamentos, motivações e dores que nenhum dado de analytics mostra.

### Planejamento

- **Objetivo**: o que precisamos aprender? Por exemplo, "como pequenos lojistas controlam o estoque hoje".
- **Participantes**: 5 a 8 pessoas do perfil certo já revelam os principais padrões.
- **Roteiro**: perguntas abertas, do geral para o específico.

### Boas perguntas

- "Conte como foi a última vez que você…"
- "O que aconteceu depois?"
- "Por que isso foi importante para você?"
- "Pode me mostrar como você faz isso?"

### Perguntas a evitar

- **Indutoras**: "Você não acha que seria mais fácil com um app?"
- **Hipotéticas**: "Você usaria…?" (as pessoas preveem mal o próprio comportamento).
- **Duplas**: duas perguntas em uma.

### Durante a entrevista

Ouça mais do que fala, aceite o silêncio (a pessoa costuma completar o raciocínio), peça exemplos concretos e anote frases literais. Com autorização, grave.

### Síntese

Depois das entrevistas, transcreva os trechos relevantes em notas e agrupe-as por afinidade (**diagrama de afinidade**). Padrões que aparecem em várias entrevistas viram **insights**, por exemplo: "lojistas só atualizam o estoque quando um cliente reclama de produto esgotado".

### Exercícios

1. Escreva o objetivo e um roteiro de oito perguntas para uma pesquisa real.
2. Reescreva três perguntas indutoras em perguntas abertas.
3. Entreviste duas pessoas e anote três insights.
`),
    },
    {
      title: 'Personas e mapas de empatia',
      body: md(`
Depois da pesquisa, é preciso comunicar o que foi aprendido de um jeito que a equipe lembre nas decisões do dia a dia. **Personas** e **mapas de empatia** transformam dados de pesquisa em retratos de pessoas.

### Personas em UX

Uma persona é um personagem baseado em padrões reais da pesquisa, com:

- nome, foto ilustrativa e uma frase que a resume;
- contexto e rotina relevantes para o produto;
- objetivos e tarefas;
- frustrações e necessidades;
- nível de familiaridade com tecnologia.

Exemplo: **Seu Antônio, 58 anos, dono de uma loja de materiais de construção.** "Eu sei de cabeça o que tenho na loja, mas não quando meu filho está no balcão." Quer saber o estoque pelo celular; desconfia de sistemas complicados.

Personas inventadas sem pesquisa são perigosas: confirmam os preconceitos da equipe.

### Mapa de empatia

Ferramenta criada por Dave Gray, organiza o que a pessoa:

- **Pensa e sente**: preocupações e aspirações.
- **Vê**: ambiente, mercado, o que os outros fazem.
- **Ouve**: de amigos, chefes, influências.
- **Fala e faz**: comportamento em público.
- **Dores**: medos, obstáculos.
- **Ganhos**: desejos, medidas de sucesso.

É uma dinâmica rápida, feita em grupo, ideal para alinhar a equipe depois das entrevistas.

### Como usar

Em decisões de projeto, pergunte: "isso ajuda o Seu Antônio?" Uma funcionalidade que só faz sentido para um perfil que não existe na pesquisa deve ser questionada.

### Exercícios

1. A partir das entrevistas da aula anterior, crie uma persona.
2. Preencha um mapa de empatia para ela.
3. Avalie três funcionalidades de um produto existente perguntando se ajudam a persona.
`),
    },
    {
      title: 'Jornada do usuário',
      body: md(`
O **mapa da jornada do usuário** mostra, em uma linha do tempo, as etapas que a pessoa percorre para atingir um objetivo: o que ela faz, pensa e sente em cada ponto de contato com o produto ou a empresa.

### Elementos do mapa

- **Persona e objetivo**: quem e para quê. Ex.: Marina quer trocar um produto comprado on-line.
- **Etapas**: descobrir como trocar, solicitar, enviar o produto, acompanhar, receber o novo.
- **Ações** em cada etapa.
- **Pontos de contato**: site, e-mail, correio, chat.
- **Pensamentos e emoções**: muitas vezes desenhados como uma curva de humor.
- **Oportunidades**: ideias de melhoria onde a curva cai.

### Exemplo

- Descobrir como trocar: procura "troca" no site e encontra só um texto jurídico. Emoção: frustração.
- Solicitar: precisa enviar e-mail com número do pedido. Emoção: impaciência.
- Enviar: recebe um código de postagem. Emoção: alívio.
- Acompanhar: não há status por dez dias. Emoção: ansiedade.

As oportunidades saltam aos olhos: botão "Trocar" no pedido, solicitação em dois cliques e status automático.

### Jornada atual e jornada futura

O mapa da jornada **atual** (as-is) revela problemas; o da jornada **futura** (to-be) descreve a experiência desejada e orienta o projeto.

### Blueprint de serviço

Quando a jornada envolve bastidores, o **service blueprint** acrescenta as ações da equipe e os sistemas por trás de cada ponto de contato, mostrando onde os processos internos causam a dor do cliente.

### Exercícios

1. Mapeie a jornada atual de um serviço que você usou recentemente.
2. Desenhe a curva de emoções e marque os dois piores momentos.
3. Proponha a jornada futura para esses momentos.
`),
    },
    {
      title: 'Arquitetura da informação',
      body: md(`
**Arquitetura da informação (AI)** é a organização, a rotulagem e a estruturação do conteúdo para que as pessoas encontrem o que procuram e entendam onde estão. Um site com bom visual e AI ruim é um labirinto bonito.

### Os sistemas da AI

Segundo Rosenfeld e Morville, autores do livro clássico da área:

- **Organização**: como o conteúdo é agrupado (por tema, por público, por tarefa, alfabético, cronológico).
- **Rotulagem**: os nomes dos menus e categorias.
- **Navegação**: menus, breadcrumbs, links relacionados.
- **Busca**: para quem sabe o que quer.

### Rótulos claros

Use a linguagem do usuário. Um banco que chama o menu de "Soluções" obriga o cliente a adivinhar; "Cartões", "Empréstimos" e "Investimentos" dizem o que há dentro.

### Card sorting

No **card sorting**, participantes agrupam cartões com os conteúdos do site:

- **Aberto**: eles criam os grupos e os nomes, revelando o modelo mental.
- **Fechado**: eles distribuem os cartões em categorias já definidas, validando uma proposta.

### Tree testing

O **tree testing** testa só a hierarquia de menus, sem visual: "Onde você procuraria a segunda via do boleto?". A taxa de acerto mostra se a estrutura funciona.

### Exemplo

Uma universidade organizava o site pelos departamentos internos. O card sorting com estudantes mostrou grupos por tarefa: "Matrícula", "Bolsas", "Calendário", "Biblioteca". A nova estrutura reduziu pela metade as ligações para a secretaria.

### Exercícios

1. Liste 20 conteúdos de um site que você conhece e faça um card sorting aberto com duas pessoas.
2. Proponha a nova estrutura de menus.
3. Escreva três tarefas para um tree testing dessa estrutura.
`),
    },
    {
      title: 'Wireframes',
      body: md(`
Um **wireframe** é um esboço da estrutura de uma tela: onde ficam os elementos, qual a hierarquia da informação e como a pessoa vai agir. Ele deixa de lado cores, imagens finais e tipografia para que a discussão se concentre no que importa primeiro.

### Níveis de fidelidade

- **Baixa fidelidade**: rabiscos no papel ou em quadro branco. Rápidos, baratos, ótimos para explorar alternativas.
- **Média fidelidade**: feitos em ferramentas como Figma, em tons de cinza, com textos reais e proporções corretas.
- **Alta fidelidade**: já próximos do visual final; aí já falamos de mockups.

### O que um bom wireframe define

- A **hierarquia**: o que é mais importante aparece primeiro e maior.
- Os **conteúdos reais** (evite "lorem ipsum": o texto real revela problemas de espaço e clareza).
- As **ações** principais e secundárias.
- O comportamento em **telas pequenas** (comece pelo celular).

### Padrões de leitura

Pessoas escaneiam páginas de texto em padrão **F** e páginas visuais em padrão **Z**. Coloque as informações-chave onde o olhar passa. A **Lei de Hick** lembra que mais opções aumentam o tempo de decisão: destaque uma ação principal por tela.

### Exemplo

Para a tela de estoque do Seu Antônio, três wireframes em papel foram comparados: lista, grade com fotos e busca em destaque. A busca em destaque venceu, porque ele sempre sabe o nome do produto que procura.

### Exercícios

1. Desenhe no papel três alternativas de wireframe para uma tela de checkout no celular.
2. Escolha uma e passe para média fidelidade com textos reais.
3. Indique a ação principal e justifique a hierarquia.
`),
    },
    {
      title: 'Protótipos navegáveis',
      body: md(`
Um **protótipo** é uma simulação do produto que permite testar ideias antes de desenvolvê-las. Protótipos navegáveis conectam telas, para que a pessoa clique e percorra um fluxo como se usasse o produto real.

### Por que prototipar

- Erros descobertos no protótipo custam minutos; no produto publicado, semanas.
- Ele comunica a ideia à equipe e aos clientes melhor do que qualquer documento.
- Permite testes de usabilidade realistas.

### Fidelidade certa para a pergunta certa

- **Papel**: para testar fluxo e conceito. O facilitador troca as folhas conforme o participante "clica".
- **Média fidelidade**: para testar navegação e nomes de botões.
- **Alta fidelidade**: para testar detalhes visuais, microinterações e percepção da marca.

Um protótipo de alta fidelidade cedo demais faz as pessoas comentarem cores em vez do fluxo.

### Escopo

Prototipe apenas os **fluxos que serão testados**, o chamado caminho feliz e um ou dois desvios importantes. Um protótipo não precisa funcionar para tudo.

### Ferramentas

Figma, Penpot e similares permitem ligar telas com interações simples (clicar, arrastar, voltar) e compartilhar um link para testes remotos.

### Exemplo

Antes de desenvolver o agendamento on-line, uma clínica testou um protótipo em Figma com seis pacientes. Quatro não perceberam que precisavam escolher o profissional antes do horário. A ordem foi invertida no protótipo em meia hora.

### Exercícios

1. Defina a pergunta que o seu protótipo deve responder.
2. Monte um protótipo navegável de um fluxo de três a cinco telas.
3. Peça para duas pessoas completarem a tarefa e anote onde hesitaram.
`),
    },
    {
      title: 'Testes de usabilidade',
      body: md(`
O **teste de usabilidade** observa pessoas reais realizando tarefas reais com um produto ou protótipo. É o método mais direto para descobrir onde a interface atrapalha. Segundo Jakob Nielsen, testar com **cinco usuários** já revela a maioria dos problemas de um fluxo; é melhor fazer vários testes pequenos do que um grande.

### Preparando

- **Objetivo**: o que queremos saber?
- **Tarefas realistas**: "Você precisa remarcar sua consulta para a próxima semana", e não "clique em Agenda".
- **Participantes** do perfil certo.
- **Métricas**: taxa de sucesso, tempo na tarefa, erros e satisfação.

### Conduzindo

- Peça que a pessoa **pense em voz alta**.
- Não ajude nem explique a interface: se ela travar, pergunte "o que você esperava que acontecesse?".
- Deixe claro que quem está sendo testado é o produto, não ela.
- Anote comportamentos, não só opiniões: o que as pessoas fazem vale mais do que o que dizem.

### Moderado e não moderado

No teste **moderado**, um facilitador acompanha ao vivo (presencial ou por vídeo). No **não moderado**, a pessoa segue instruções de uma plataforma e a sessão é gravada. O primeiro permite aprofundar; o segundo escala.

### Depois do teste

Liste os problemas, a frequência e a severidade, e priorize as correções. Teste novamente após corrigir.

### Exemplo

Em cinco sessões, três pessoas não encontraram o botão "Remarcar", escondido em um menu de três pontos. A equipe o colocou ao lado de "Cancelar" e, no teste seguinte, todos completaram a tarefa.

### Exercícios

1. Escreva três tarefas realistas para testar um aplicativo de banco.
2. Conduza um teste com uma pessoa usando o protocolo de pensar em voz alta.
3. Registre os problemas encontrados com severidade de 0 a 4.
`),
    },
    {
      title: 'Acessibilidade digital',
      body: md(`
**Acessibilidade digital** é garantir que pessoas com deficiência possam perceber, entender, navegar e interagir com produtos digitais. No Brasil, são milhões de pessoas com algum tipo de deficiência, e a Lei Brasileira de Inclusão (Lei 13.146/2015) torna a acessibilidade obrigatória em sites de empresas e órgãos públicos.

### As diretrizes WCAG

As **Web Content Accessibility Guidelines**, do W3C, organizam a acessibilidade em quatro princípios (**POUR**):

- **Perceptível**: textos alternativos em imagens, legendas em vídeos, contraste suficiente.
- **Operável**: tudo funciona pelo teclado, sem armadilhas, com tempo suficiente.
- **Compreensível**: linguagem clara, comportamento previsível, ajuda com erros.
- **Robusto**: código semântico que tecnologias assistivas, como leitores de tela, entendem.

O nível **AA** é a referência mais adotada.

### Práticas essenciais

- **Contraste** mínimo de 4,5:1 entre texto e fundo (3:1 para textos grandes).
- Não usar **só a cor** para transmitir informação: um campo com erro precisa também de texto e ícone.
- **Rótulos visíveis** em todos os campos de formulário.
- **Foco visível** ao navegar pelo teclado.
- Botões e links com nomes que façam sentido fora do contexto ("Baixar boleto de março", não "clique aqui").
- Áreas de toque com pelo menos 24 × 24 pixels.

### Acessibilidade beneficia todos

Legendas ajudam quem está no ônibus sem fone; alto contraste ajuda quem usa o celular sob o sol.

### Exercícios

1. Navegue por um site só com o teclado (Tab, Enter, Esc) e anote onde travou.
2. Verifique o contraste de três combinações de cores de um produto com um verificador on-line.
3. Escreva o texto alternativo de três imagens de uma página.
`),
    },
    {
      title: 'Apresentando um estudo de caso',
      body: md(`
Para quem trabalha ou quer trabalhar com UX, o **estudo de caso** é a peça central do portfólio. Recrutadores querem entender **como você pensa**, não apenas ver telas bonitas.

### Estrutura recomendada

1. **Contexto**: empresa, produto, seu papel e a duração do projeto.
2. **Problema**: o que precisava ser resolvido e por que importava (de preferência com números).
3. **Pesquisa**: métodos usados e principais descobertas.
4. **Definição**: personas, jornada, requisitos e o problema reformulado.
5. **Ideação e protótipos**: alternativas consideradas e por que você escolheu uma.
6. **Testes**: o que os usuários mostraram e o que mudou.
7. **Resultado**: impacto medido (taxa de conclusão, tempo na tarefa, chamados de suporte).
8. **Aprendizados**: o que você faria diferente.

### Dicas

- Conte uma **história**: problema, conflito, solução e resultado.
- Mostre o **processo real**, com erros e mudanças de rumo.
- Deixe claro o que **você** fez, especialmente em trabalhos em equipe.
- Seja breve: títulos claros e imagens com legendas que explicam a decisão.
- Respeite a confidencialidade: omita dados sensíveis do cliente.

### Exemplo de resumo

*Reduzi em 35 % as desistências no agendamento de uma rede de clínicas. Entrevistei 8 pacientes, mapeei a jornada, testei 3 versões do fluxo em protótipo com 15 pessoas e simplifiquei o agendamento de 7 para 3 etapas.*

### Apresentando ao vivo

Em entrevistas, reserve de 10 a 15 minutos e foque em duas ou três decisões-chave, com o raciocínio por trás de cada uma.

### Exercícios

1. Escolha um projeto (real ou do curso) e escreva o resumo em três frases.
2. Monte o roteiro do estudo de caso seguindo a estrutura.
3. Apresente para alguém em 10 minutos e peça feedback.
`),
    },
  ],
  questionsPerAttempt: 10,
  questionBank: [
    ['O que significa UX?', ['User Experience (experiência do usuário)', 'Universal XML', 'User Extension', 'Unique Xperience'], 0, 'UX trata de tudo o que a pessoa percebe e sente ao usar um produto ou serviço.'],
    ['Qual é o objetivo de uma pesquisa com usuários?', ['Confirmar as ideias da equipe', 'Entender necessidades, comportamentos e dores reais', 'Escolher a paleta de cores', 'Reduzir o número de telas'], 1, 'A pesquisa revela o que as pessoas realmente precisam, evitando suposições.'],
    ['O que é um wireframe?', ['Um protótipo de alta fidelidade com cores finais', 'Um esboço da estrutura da tela, sem acabamento visual', 'Um tipo de cabo de rede', 'O código final da interface'], 1, 'Wireframes definem hierarquia e disposição dos elementos antes do visual.'],
    ['O que avalia um teste de usabilidade?', ['Se as pessoas conseguem realizar tarefas com facilidade', 'A velocidade do servidor', 'O preço do produto', 'A quantidade de código'], 0, 'Observamos usuários reais executando tarefas para encontrar obstáculos.'],
    ['As heurísticas de Nielsen servem para:', ['Avaliar a usabilidade de uma interface', 'Calcular o orçamento do projeto', 'Escrever código acessível automaticamente', 'Criar logotipos'], 0, 'São 10 princípios gerais usados em avaliações heurísticas de interfaces.'],
    ['O que é uma jornada do usuário?', ['O caminho de carreira do designer', 'A representação das etapas, ações e emoções do usuário ao atingir um objetivo', 'O mapa do site', 'A lista de bugs'], 1, 'O mapa de jornada mostra pontos de contato, ações, sentimentos e oportunidades.'],
    ['O que diz a Lei de Hick?', ['Mais opções aumentam o tempo de decisão', 'Botões grandes são sempre melhores', 'Usuários leem tudo na tela', 'Cores quentes vendem mais'], 0, 'Quanto mais opções, mais tempo para decidir; por isso destacamos uma ação principal.'],
    ['Qual prática melhora a acessibilidade?', ['Usar apenas cor para indicar erros', 'Garantir contraste suficiente entre texto e fundo', 'Remover rótulos dos campos', 'Usar fontes muito pequenas'], 1, 'Contraste adequado (WCAG) permite a leitura por pessoas com baixa visão.'],
    ['O que é um protótipo?', ['Uma simulação do produto para testar ideias antes de desenvolver', 'O produto final publicado', 'Um manual de marca', 'Um relatório financeiro'], 0, 'Protótipos permitem testar fluxos com usuários de forma rápida e barata.'],
    ['O que é arquitetura da informação?', ['A organização e rotulagem do conteúdo para que seja encontrado', 'O projeto do prédio da empresa', 'A infraestrutura de servidores', 'A escolha de fontes'], 0, 'Ela estrutura menus, categorias e rótulos para que o usuário encontre o que procura.'],
    ['Qual é a diferença entre UI e UX?', ['São a mesma coisa', 'A UI é a parte visível da interface; a UX é a experiência completa, que inclui a UI', 'A UX trata só de cores', 'A UI trata do atendimento ao cliente'], 1, 'Uma interface bonita pode fazer parte de uma experiência ruim.'],
    ['No duplo diamante, o que o primeiro diamante busca?', ['Entregar a solução', 'Descobrir e definir o problema certo', 'Escolher a ferramenta de design', 'Calcular o orçamento'], 1, 'O primeiro diamante diverge e converge sobre o problema; o segundo, sobre a solução.'],
    ['Qual destas é uma pergunta indutora, a evitar em entrevistas?', ['"Conte como foi a última vez que você…"', '"Você não acha que seria mais fácil com um app?"', '"O que aconteceu depois?"', '"Pode me mostrar como você faz isso?"'], 1, 'Perguntas indutoras sugerem a resposta e contaminam a pesquisa.'],
    ['No card sorting aberto, o que os participantes fazem?', ['Votam no layout preferido', 'Agrupam cartões de conteúdo e criam os nomes dos grupos', 'Testam o site no celular', 'Escrevem o código dos menus'], 1, 'O card sorting aberto revela o modelo mental das pessoas sobre o conteúdo.'],
    ['Segundo Jakob Nielsen, quantos usuários bastam para revelar a maioria dos problemas de um fluxo em um teste?', ['1', 'Cerca de 5', '50', '500'], 1, 'Cinco usuários por rodada, com rodadas repetidas após as correções, é a recomendação clássica.'],
    ['O que o protocolo "pensar em voz alta" pede ao participante de um teste?', ['Que leia o manual antes', 'Que verbalize o que pensa enquanto realiza as tarefas', 'Que avalie a equipe', 'Que desenhe a interface'], 1, 'Ouvir o raciocínio mostra por que a pessoa hesita ou erra.'],
    ['Qual contraste mínimo a WCAG (nível AA) exige para texto normal?', ['2:1', '4,5:1', '10:1', '1:1'], 1, 'Para texto normal, 4,5:1; para texto grande, 3:1.'],
    ['Quais são os quatro princípios da WCAG?', ['Perceptível, operável, compreensível e robusto', 'Bonito, rápido, barato e seguro', 'Simples, colorido, animado e responsivo', 'Útil, usável, vendável e escalável'], 0, 'Os princípios POUR organizam todas as diretrizes de acessibilidade.'],
    ['Por que evitar "lorem ipsum" em wireframes?', ['Porque é em latim', 'Porque textos reais revelam problemas de espaço e clareza', 'Porque deixa o arquivo pesado', 'Porque o Figma não aceita'], 1, 'O conteúdo real mostra se os rótulos cabem e se a mensagem é entendida.'],
    ['O que um estudo de caso de UX deve mostrar, acima de tudo?', ['Apenas as telas finais', 'O processo, as decisões e o impacto medido', 'A lista de ferramentas usadas', 'O salário do designer'], 1, 'Recrutadores querem entender como você pensa e que resultado o trabalho gerou.'],
  ],
};
