import { md, type CourseContent } from './types.ts';

/** Course '3': Gestão de Projetos Ágeis. */
export const projetosAgeis: CourseContent = {
  lessons: [
    {
      title: 'O Manifesto Ágil',
      body: md(`
Em fevereiro de 2001, dezessete desenvolvedores se reuniram em uma estação de esqui em Utah, nos Estados Unidos. Eles usavam métodos diferentes (Scrum, XP, DSDM, Crystal), mas compartilhavam a frustração com projetos lentos, cheios de documentação e que entregavam o produto errado. Dali saiu o **Manifesto para Desenvolvimento Ágil de Software**.

### Os quatro valores

- **Indivíduos e interações** mais que processos e ferramentas.
- **Software em funcionamento** mais que documentação abrangente.
- **Colaboração com o cliente** mais que negociação de contratos.
- **Responder a mudanças** mais que seguir um plano.

O próprio manifesto explica: há valor nos itens à direita, mas valorizamos **mais** os da esquerda. Ágil não significa "sem plano" nem "sem documentação": significa não deixar que eles impeçam a entrega de valor.

### Alguns dos doze princípios

- Satisfazer o cliente com entregas **cedo e contínuas** de valor.
- Aceitar mudanças de requisitos, mesmo tarde no projeto.
- Entregar com frequência, de semanas a poucos meses, preferindo o prazo mais curto.
- Pessoas de negócio e desenvolvedores trabalhando **juntos diariamente**.
- Em intervalos regulares, o time reflete sobre como ficar mais eficaz e ajusta seu comportamento.

### Exemplo

Uma equipe de RH precisa de um novo portal de vagas. No modo tradicional, passaria três meses escrevendo requisitos. No modo ágil, em duas semanas publica uma página simples com as vagas abertas, coleta a reação dos candidatos e decide o próximo passo com base nisso.

### Exercícios

1. Escolha um valor do manifesto e descreva uma situação do seu trabalho em que ele foi desrespeitado.
2. Reescreva um princípio com suas palavras, para uma área fora do software.
3. Liste uma documentação do seu time que poderia ser substituída por uma conversa.
`),
    },
    {
      title: 'Ágil versus cascata',
      body: md(`
O modelo **cascata** (waterfall) organiza o projeto em fases sequenciais: requisitos, projeto, construção, testes e implantação. Cada fase começa quando a anterior termina, e o cliente vê o resultado apenas no final.

### Quando a cascata funciona

Em projetos com escopo estável e bem conhecido, em que mudanças são caras ou proibidas: construir uma ponte, cumprir uma obrigação regulatória com regras fechadas, migrar um sistema com especificação exata. Nesses casos, planejar tudo antes reduz riscos.

### Onde ela falha

Em produtos novos, o cliente raramente sabe exatamente o que quer antes de ver algo funcionando. Na cascata, descobrir isso no fim significa retrabalho caro e prazos estourados.

### A abordagem ágil

Os métodos ágeis trabalham em **ciclos curtos e iterativos**. A cada ciclo, o time entrega um **incremento** utilizável, recebe feedback e ajusta o rumo. O risco diminui porque erros aparecem cedo, quando ainda são baratos.

### Comparação rápida

- **Planejamento**: cascata planeja tudo no início; ágil planeja em ondas, com detalhe só para o curto prazo.
- **Escopo**: cascata fixa o escopo e varia prazo e custo; ágil fixa prazo e custo por ciclo e ajusta o escopo.
- **Entrega de valor**: cascata no fim; ágil desde as primeiras semanas.
- **Mudanças**: cascata trata como exceção; ágil trata como parte do trabalho.

### Exemplo

Um aplicativo de delivery planejado em cascata levaria um ano até o lançamento. Com entregas ágeis, em seis semanas um bairro piloto já faz pedidos, e o time descobre que os clientes querem mais agendamento e menos filtros de cardápio.

### Exercícios

1. Classifique três projetos que você conhece como mais adequados à cascata ou ao ágil, justificando.
2. Descreva o primeiro incremento útil que poderia ser entregue em duas semanas em um deles.
3. Quais riscos você descobriria mais cedo com entregas frequentes?
`),
    },
    {
      title: 'Papéis em um time ágil',
      body: md(`
No Scrum, o framework ágil mais usado, o **Scrum Team** é pequeno (normalmente até dez pessoas), multifuncional e auto-organizado. Ele tem três responsabilidades bem definidas.

### Product Owner

É a pessoa responsável por **maximizar o valor do produto**. Ela gerencia o Product Backlog: escreve e ordena os itens, explica o porquê de cada um e decide o que vem primeiro. É **uma pessoa**, não um comitê, embora represente muitos interessados.

### Scrum Master

Responsável pela **eficácia do time**. Ensina Scrum, facilita eventos quando necessário, remove impedimentos e ajuda a organização a entender o trabalho ágil. Não é chefe do time nem "secretário de reuniões": lidera servindo.

### Developers

São as pessoas que **constroem o incremento** a cada Sprint: programadores, designers, analistas, testadores. Juntas, planejam o trabalho da Sprint, garantem a qualidade de acordo com a Definição de Pronto e se ajustam diariamente rumo à meta.

### O que não existe no Scrum

Não há gerente de projeto dentro do time nem subequipes de "testes" ou "arquitetura". As responsabilidades tradicionais se redistribuem: o planejamento do produto fica com o Product Owner, o como fazer fica com os Developers, e o processo com o Scrum Master.

### Exemplo

Numa fintech, a Product Owner decide que o Pix agendado vem antes do cashback, porque gera mais valor para os clientes. Os Developers definem como implementar e estimam o esforço. Quando a integração com o banco parceiro trava, o Scrum Master aciona as áreas envolvidas para remover o impedimento.

### Exercícios

1. Em um projeto seu, quem faria o papel de Product Owner? Há uma única pessoa com essa autoridade?
2. Liste três impedimentos recentes e quem poderia removê-los.
3. Por que o time deve ser multifuncional? Dê um exemplo de atraso causado por dependência externa.
`),
    },
    {
      title: 'Sprints e cerimônias',
      videoUrl: 'https://www.youtube.com/watch?v=XU0llRltyFM',
      body: md(`
A **Sprint** é o coração do Scrum: um ciclo de duração fixa, de **até um mês** (muitas equipes usam duas semanas), dentro do qual acontece todo o trabalho. Uma nova Sprint começa imediatamente depois que a anterior termina.

### Os eventos

1. **Sprint Planning**: abre a Sprint. O time define **por que** a Sprint é valiosa (a Meta da Sprint), **o que** pode ser feito (itens do Product Backlog) e **como** o trabalho será feito. Para uma Sprint de um mês, dura no máximo oito horas.
2. **Daily Scrum**: 15 minutos, todos os dias, para os Developers inspecionarem o progresso rumo à Meta da Sprint e ajustarem o plano do dia. Não é um relatório para o chefe.
3. **Sprint Review**: o time apresenta o incremento aos interessados, discute o que mudou e o que fazer a seguir. É uma sessão de trabalho, não uma apresentação formal.
4. **Sprint Retrospective**: encerra a Sprint. O time inspeciona pessoas, interações, processos e ferramentas e escolhe melhorias para a próxima.

### Por que duração fixa

O limite de tempo (**timebox**) cria ritmo e previsibilidade. Se o trabalho não cabe na Sprint, reduz-se o escopo, não se estica o prazo. Isso força conversas sobre prioridade e revela problemas cedo.

### Exemplo de calendário de duas semanas

- Segunda, dia 1: Sprint Planning (manhã).
- Todos os dias, às 9h30: Daily Scrum.
- Sexta, dia 10: Sprint Review (14h) e Retrospective (16h).

### Exercícios

1. Monte o calendário de eventos de uma Sprint de duas semanas para o seu time.
2. Escreva uma Meta de Sprint para um projeto real, em uma frase.
3. Assista ao vídeo da aula e anote qual evento mais se parece com algo que seu time já faz.
`),
    },
    {
      title: 'Product backlog e histórias de usuário',
      body: md(`
O **Product Backlog** é a lista ordenada de tudo o que pode melhorar o produto. É a única fonte de trabalho do Scrum Team, e o Product Owner é o responsável por ela. Os itens do topo são pequenos e detalhados; os do fim podem ser só ideias.

### Histórias de usuário

Uma forma popular de escrever itens do backlog é a **história de usuário**, que foca em quem precisa, o quê e por quê:

> Como **cliente do aplicativo**, quero **salvar meus endereços favoritos** para **fazer pedidos mais rápido**.

Cada história vem acompanhada de **critérios de aceitação**, que dizem quando ela está atendida:

- O cliente pode salvar até cinco endereços com apelido.
- O último endereço usado aparece selecionado no próximo pedido.
- É possível excluir um endereço salvo.

### O modelo INVEST

Boas histórias são **I**ndependentes, **N**egociáveis, **V**aliosas, **E**stimáveis, **S**mall (pequenas) e **T**estáveis. Se uma história não cabe em uma Sprint, divida-a, por exemplo por tipo de usuário ou por regra de negócio.

### Refinamento

O **refinamento** do backlog é a atividade contínua de detalhar, dividir e estimar itens. Times costumam dedicar até 10 % da Sprint a ele, garantindo que os itens do topo estejam prontos para a próxima Sprint Planning.

### Definição de Pronto

A **Definição de Pronto** (Definition of Done) é o conjunto de critérios de qualidade que vale para todo incremento: por exemplo, código revisado, testes automatizados passando e documentação de uso atualizada.

### Exercícios

1. Escreva três histórias de usuário para um sistema de agendamento de consultas, com critérios de aceitação.
2. Divida uma história grande ("como gestor, quero relatórios") em três menores.
3. Proponha uma Definição de Pronto para o seu time.
`),
    },
    {
      title: 'Estimativas e planning poker',
      body: md(`
Estimar é difícil porque o trabalho criativo tem muita incerteza. Por isso, muitos times ágeis abandonam as estimativas em horas e usam **estimativas relativas**: comparar itens entre si é mais fácil e mais preciso do que prever a duração exata de cada um.

### Story points

Um **story point** é uma medida relativa de esforço, complexidade e incerteza. Uma história de 8 pontos é mais ou menos o dobro de uma de 4, não importa quantas horas cada uma leve. Muitos times usam a sequência de Fibonacci adaptada: 1, 2, 3, 5, 8, 13, 21. Os saltos crescentes refletem que itens grandes têm mais incerteza.

### Planning poker

1. O Product Owner apresenta a história e tira dúvidas.
2. Cada Developer escolhe uma carta em segredo.
3. Todos revelam ao mesmo tempo.
4. Quem deu a maior e a menor estimativa explica seu raciocínio.
5. O time vota de novo até convergir.

O valor está na **conversa**: a divergência revela riscos que alguém enxergou e os outros não.

### Velocidade

A **velocidade** é a soma de pontos que o time conclui por Sprint. Depois de algumas Sprints, ela ajuda a prever: com média de 30 pontos e um backlog de 180 pontos, faltam cerca de seis Sprints. A velocidade serve para planejar, nunca para comparar times ou cobrar pessoas.

### Exemplo

Na votação de "exportar relatório em PDF", quatro pessoas mostram 3 e uma mostra 13. Ela lembra que os relatórios têm gráficos e que a biblioteca atual não os exporta. O time revota e chega a 8.

### Exercícios

1. Ordene cinco tarefas domésticas por esforço relativo e atribua pontos de Fibonacci.
2. Simule um planning poker com colegas para uma história real.
3. Calcule em quantas Sprints um backlog de 120 pontos seria concluído com velocidade 25.
`),
    },
    {
      title: 'Quadro Kanban e limites de WIP',
      body: md(`
O **Kanban** nasceu na produção da Toyota e foi adaptado ao trabalho do conhecimento por David J. Anderson. Diferente do Scrum, ele não prescreve papéis nem Sprints: parte do processo atual e o melhora de forma evolutiva, tornando o fluxo de trabalho visível.

### O quadro

Um quadro Kanban tem uma coluna para cada etapa do fluxo, por exemplo: **A fazer → Em análise → Em desenvolvimento → Em revisão → Concluído**. Cada cartão é um item de trabalho que avança da esquerda para a direita.

### Limites de WIP

**WIP** (work in progress) é o trabalho em andamento. O Kanban limita quantos itens podem estar em cada coluna ao mesmo tempo. Se "Em revisão" tem limite 3 e já tem 3 cartões, ninguém puxa mais trabalho para lá: o time ajuda a terminar o que está parado.

Por que isso funciona? Quanto mais coisas em paralelo, mais trocas de contexto e mais tempo cada item leva. Limitar o WIP revela **gargalos** e incentiva a colaboração.

### Práticas do método

- Visualizar o fluxo.
- Limitar o trabalho em andamento.
- Gerenciar o fluxo (medir e melhorar).
- Tornar as políticas explícitas (o que significa "pronto para revisão"?).
- Melhorar colaborativamente, com base em dados.

### Sistema puxado

No Kanban, o trabalho é **puxado** quando há capacidade, e não empurrado por quem pede. "Pare de começar, comece a terminar" resume a ideia.

### Exemplo

Um time de marketing tinha 14 peças "em produção" e entregava pouco. Com limite de WIP 4 em criação e 2 em aprovação, viu que a aprovação era o gargalo e combinou uma janela diária de aprovações com a diretoria. O tempo de entrega caiu pela metade.

### Exercícios

1. Desenhe o quadro Kanban do seu trabalho atual, com as colunas reais.
2. Conte quantos itens estão em andamento em cada coluna e proponha limites de WIP.
3. Escreva a política explícita de uma coluna.
`),
    },
    {
      title: 'Métricas de fluxo: lead time e throughput',
      body: md(`
Métricas de fluxo mostram como o trabalho se move pelo sistema e permitem previsões baseadas em dados, não em opiniões. Elas se aplicam tanto ao Kanban quanto a times Scrum.

### As principais métricas

- **Lead time**: tempo desde o pedido do cliente até a entrega. É o que o cliente sente.
- **Cycle time**: tempo desde o início do trabalho até a conclusão. Mostra a eficiência do time.
- **Throughput** (vazão): quantos itens são concluídos por período, por exemplo 12 por semana.
- **WIP**: quantos itens estão em andamento agora.

### A Lei de Little

Em um sistema estável: **cycle time médio = WIP médio ÷ throughput médio**. Com 10 itens em andamento e vazão de 5 itens por semana, cada item leva em média duas semanas. Reduzir o WIP para 5 reduz o tempo médio para uma semana, sem ninguém trabalhar mais.

### Visualizações úteis

- **Diagrama de fluxo cumulativo (CFD)**: faixas por coluna ao longo do tempo; uma faixa que engorda indica gargalo.
- **Gráfico de dispersão do cycle time**: cada ponto é um item concluído; permite dizer "85 % dos itens ficam prontos em até 8 dias".
- **Burndown**: usado em Sprints, mostra o trabalho restante dia a dia e se a meta está ao alcance.

### Previsões com percentis

Em vez de "fica pronto dia 10", diga "há 85 % de chance de ficar pronto até dia 14". Previsões probabilísticas são mais honestas e ajudam o cliente a decidir.

### Exercícios

1. Registre início e fim dos próximos dez itens do seu time e calcule o cycle time médio.
2. Use a Lei de Little para estimar o efeito de reduzir o WIP pela metade.
3. Descreva como seria o CFD de um time com gargalo na revisão.
`),
    },
    {
      title: 'Retrospectivas que geram mudança',
      body: md(`
A **retrospectiva** é o momento em que o time melhora a forma de trabalhar. Muitos times a fazem, poucos mudam algo depois. Esta aula mostra como transformar a conversa em ação.

### Estrutura em cinco etapas

Proposta por Esther Derby e Diana Larsen:

1. **Preparar o ambiente**: retomar o objetivo e criar segurança para falar.
2. **Coletar dados**: fatos da Sprint, métricas, momentos marcantes.
3. **Gerar insights**: buscar causas, não culpados.
4. **Decidir o que fazer**: escolher **uma ou duas** ações concretas.
5. **Encerrar**: agradecer e avaliar a própria retrospectiva.

### Formatos populares

- **Começar, parar, continuar**.
- **Veleiro**: vento (o que nos impulsiona), âncoras (o que nos prende), rochas (riscos) e ilha (objetivo).
- **4Ls**: liked, learned, lacked, longed for (gostei, aprendi, faltou, desejei).

Variar o formato evita o piloto automático.

### Ações que acontecem

Uma boa ação é **específica, tem dono e prazo**, e cabe na próxima Sprint. "Melhorar a comunicação" não é ação; "a Júlia convida o time de infraestrutura para a Daily de quarta" é. Coloque a ação no backlog da Sprint e comece a próxima retrospectiva verificando se ela foi feita e se funcionou.

### Segurança psicológica

Sem confiança, as pessoas não apontam problemas reais. A **Diretriz Primária** de Norm Kerth ajuda: acreditamos que todos fizeram o melhor trabalho possível, dado o que sabiam, suas habilidades, os recursos disponíveis e a situação.

### Exercícios

1. Planeje uma retrospectiva de 60 minutos usando o formato do veleiro.
2. Reescreva três ações vagas em ações específicas, com dono e prazo.
3. Proponha uma forma de acompanhar as ações ao longo da Sprint.
`),
    },
  ],
  questionsPerAttempt: 10,
  questionBank: [
    ['Qual documento reúne os valores do desenvolvimento ágil?', ['PMBOK', 'Manifesto Ágil', 'ISO 9001', 'Guia ITIL'], 1, 'O Manifesto Ágil (2001) traz 4 valores e 12 princípios que orientam os métodos ágeis.'],
    ['No Scrum, quem é responsável por maximizar o valor do produto?', ['Scrum Master', 'Product Owner', 'Developers', 'Gerente de projetos'], 1, 'O Product Owner gerencia e ordena o Product Backlog, decidindo o que é entregue primeiro.'],
    ['Qual a duração máxima de uma Sprint no Scrum?', ['Uma semana', 'Um mês', 'Três meses', 'Não há limite'], 1, 'Sprints têm duração fixa de até um mês, o que garante inspeção e adaptação frequentes.'],
    ['Qual é o objetivo da Daily Scrum?', ['Apresentar o produto ao cliente', 'Inspecionar o progresso rumo à Meta da Sprint e ajustar o plano', 'Avaliar o desempenho individual', 'Planejar o próximo trimestre'], 1, 'É um evento de 15 minutos para os Developers se sincronizarem e adaptarem o plano do dia.'],
    ['O que caracteriza o método Kanban?', ['Sprints de duração fixa', 'Visualização do fluxo e limite de trabalho em progresso', 'Papéis obrigatórios de Scrum Master', 'Planejamento anual detalhado'], 1, 'Kanban torna o fluxo visível em um quadro e limita o WIP para expor gargalos.'],
    ['O que é o Product Backlog?', ['A lista ordenada de tudo o que pode melhorar o produto', 'O relatório de horas do time', 'O contrato com o cliente', 'A lista de defeitos corrigidos'], 0, 'O Product Backlog é a fonte única de trabalho do time, ordenada pelo Product Owner.'],
    ['Qual evento do Scrum busca melhorar a forma de trabalho do time?', ['Sprint Review', 'Sprint Planning', 'Sprint Retrospective', 'Refinamento'], 2, 'Na Retrospectiva o time inspeciona pessoas, processos e ferramentas e escolhe melhorias.'],
    ['O que representa um story point?', ['Uma hora de trabalho', 'Uma medida relativa de esforço, complexidade e incerteza', 'O preço de uma funcionalidade', 'O número de testes'], 1, 'Story points comparam itens entre si em vez de estimar horas exatas.'],
    ['O que é a Definição de Pronto (Definition of Done)?', ['A data de entrega do projeto', 'Os critérios de qualidade compartilhados para considerar um incremento concluído', 'A lista de tarefas de um membro', 'O orçamento aprovado'], 1, 'A Definição de Pronto dá transparência sobre a qualidade exigida de cada incremento.'],
    ['Qual gráfico mostra o trabalho restante ao longo da Sprint?', ['Gráfico de Gantt', 'Burndown', 'Diagrama de Ishikawa', 'Gráfico de pizza'], 1, 'O burndown mostra quanto falta fazer a cada dia, revelando se a meta está ao alcance.'],
    ['Segundo o Manifesto Ágil, o que é valorizado mais que processos e ferramentas?', ['Documentação abrangente', 'Indivíduos e interações', 'Seguir um plano', 'Negociação de contratos'], 1, 'O primeiro valor: indivíduos e interações mais que processos e ferramentas.'],
    ['Em que situação o modelo cascata tende a funcionar bem?', ['Produto novo com requisitos incertos', 'Escopo estável e bem conhecido, com mudanças caras', 'Startups em busca de mercado', 'Times que querem feedback semanal'], 1, 'Com escopo fixo e conhecido, planejar tudo antes reduz riscos; em produtos novos, não.'],
    ['Qual é o papel do Scrum Master?', ['Chefiar o time e distribuir tarefas', 'Promover a eficácia do time, ensinando Scrum e removendo impedimentos', 'Ordenar o Product Backlog', 'Aprovar o orçamento do projeto'], 1, 'O Scrum Master lidera servindo: facilita, ensina e remove impedimentos.'],
    ['O que o time define na Sprint Planning?', ['Apenas a data da Review', 'Por que a Sprint é valiosa, o que será feito e como', 'O salário dos Developers', 'A arquitetura dos próximos dois anos'], 1, 'A Planning gera a Meta da Sprint, os itens escolhidos e o plano para entregá-los.'],
    ['Qual é o formato clássico de uma história de usuário?', ['Como [usuário], quero [ação] para [benefício]', 'O sistema deve [requisito]', 'Tarefa: [descrição técnica]', 'Bug: [erro]'], 0, 'A história foca em quem precisa, o quê e por quê, e vem com critérios de aceitação.'],
    ['No planning poker, por que as cartas são reveladas ao mesmo tempo?', ['Para ganhar tempo', 'Para evitar que a primeira opinião influencie as demais', 'Porque é regra do baralho', 'Para que o Scrum Master decida'], 1, 'A revelação simultânea evita a ancoragem e faz aparecer as divergências que geram conversa.'],
    ['O que significa limitar o WIP no Kanban?', ['Limitar o número de pessoas no time', 'Limitar quantos itens podem estar em andamento em cada etapa', 'Limitar as horas extras', 'Limitar o número de colunas'], 1, 'Com menos itens em paralelo há menos trocas de contexto e os gargalos ficam visíveis.'],
    ['Pela Lei de Little, com WIP de 10 itens e vazão de 5 itens por semana, qual é o cycle time médio?', ['Meia semana', 'Duas semanas', 'Cinco semanas', 'Cinquenta semanas'], 1, 'Cycle time = WIP ÷ throughput = 10 ÷ 5 = 2 semanas.'],
    ['O que é lead time?', ['O tempo desde o pedido do cliente até a entrega', 'O tempo de uma reunião', 'O número de itens por semana', 'O tempo de férias do time'], 0, 'O lead time é o tempo que o cliente sente; o cycle time conta só a partir do início do trabalho.'],
    ['Como deve ser uma boa ação de retrospectiva?', ['Ampla, como "melhorar a comunicação"', 'Específica, com dono e prazo, cabendo na próxima Sprint', 'Decidida apenas pelo gestor', 'Registrada só na ata'], 1, 'Ações específicas e com dono podem ser verificadas na retrospectiva seguinte.'],
  ],
};
