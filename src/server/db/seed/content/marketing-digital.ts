import { md, type CourseContent } from './types.ts';

/** Course '5': Marketing Digital Estratégico. */
export const marketingDigital: CourseContent = {
  lessons: [
    {
      title: 'O funil de marketing digital',
      body: md(`
Ninguém compra de uma marca que acabou de conhecer, a não ser em compras por impulso. Entre descobrir um problema e decidir a compra, as pessoas passam por etapas. O **funil de marketing** organiza essas etapas e ajuda a escolher a mensagem certa para cada momento.

### As três etapas

- **Topo do funil (ToFu) – descoberta**: a pessoa percebe um problema ou desejo. Conteúdos educativos, redes sociais e SEO atraem **visitantes**.
- **Meio do funil (MoFu) – consideração**: ela pesquisa soluções. Materiais mais aprofundados (e-books, webinars, comparativos) em troca de contato transformam visitantes em **leads**.
- **Fundo do funil (BoFu) – decisão**: ela escolhe um fornecedor. Demonstrações, depoimentos, teste grátis e ofertas convertem leads em **clientes**.

Depois da compra vem o **pós-venda**: encantar o cliente gera recompra e indicações.

### Exemplo: uma escola de idiomas

- Topo: post "5 erros que brasileiros cometem em entrevistas em inglês".
- Meio: e-book "Guia de inglês para entrevistas" em troca do e-mail.
- Fundo: aula experimental gratuita e depoimentos de alunos contratados.

### Taxas de conversão entre etapas

Se 10.000 pessoas visitam o site, 300 viram leads (3 %) e 30 compram (10 % dos leads), você sabe onde agir: melhorar a conversão de visitantes em leads dobra as vendas sem aumentar o tráfego.

### Exercícios

1. Desenhe o funil do seu negócio, com um conteúdo para cada etapa.
2. Estime as taxas de conversão entre as etapas.
3. Identifique a etapa com maior perda e proponha uma ação.
`),
    },
    {
      title: 'Definindo personas',
      body: md(`
Falar com "todo mundo" é o mesmo que não falar com ninguém. A **persona** é um perfil semifictício do cliente ideal, construído com dados reais, que orienta o tom, os canais e as ofertas da marca.

### Persona não é público-alvo

- **Público-alvo**: mulheres de 25 a 40 anos, classes B e C, que moram em capitais.
- **Persona**: *Juliana, 32 anos, enfermeira em Recife, trabalha em plantões e quer voltar a se exercitar, mas não consegue seguir horários fixos de academia. Pesquisa treinos curtos no celular e confia em recomendações de colegas.*

A persona traz motivações, objeções e contexto, que é o que ajuda a escrever uma boa mensagem.

### Como construir

1. **Entreviste clientes reais** (de 5 a 10 já revelam padrões).
2. Cruze com dados do CRM, do Google Analytics e das redes sociais.
3. Registre: perfil, rotina, objetivos, dores, objeções, onde busca informação e o que a faz decidir.
4. Dê um nome e uma frase que resuma a persona.

### Perguntas úteis na entrevista

- Como você descobriu que tinha esse problema?
- O que você já tentou para resolvê-lo?
- O que quase fez você desistir de comprar?
- Onde você se informa sobre o assunto?

### Usando a persona

Para a Juliana, faz sentido oferecer treinos de 15 minutos, anúncios no Instagram à noite e depoimentos de profissionais de saúde. Uma promoção de "plano anual com horário fixo" não faria sentido.

### Exercícios

1. Escreva as perguntas de uma entrevista com clientes do seu negócio.
2. Construa uma persona completa com nome, rotina, dores e objeções.
3. Avalie um anúncio atual: ele fala com essa persona?
`),
    },
    {
      title: 'Posicionamento de marca',
      videoUrl: 'https://www.ted.com/talks/simon_sinek_how_great_leaders_inspire_action',
      body: md(`
**Posicionamento** é o lugar que a marca ocupa na mente do cliente em relação aos concorrentes. Quando alguém pensa "carro seguro" e lembra da Volvo, esse é o posicionamento funcionando.

### A declaração de posicionamento

Um modelo simples:

> Para **[persona]**, que **[necessidade]**, a **[marca]** é **[categoria]** que **[principal benefício]**, porque **[razão para acreditar]**.

Exemplo: *Para profissionais com rotina imprevisível que querem se exercitar, a FitAgora é o aplicativo de treinos que cabe em 15 minutos, porque cada treino é montado por educadores físicos para ser feito em casa, sem equipamentos.*

### Comece pelo porquê

No vídeo desta aula, Simon Sinek apresenta o **Círculo Dourado**: a maioria das empresas comunica **o que** faz e **como** faz; as marcas que inspiram começam pelo **porquê** acreditam no que fazem. As pessoas não compram o que você faz, compram o porquê você faz.

### Diferenciação

Posicionar é escolher. Algumas formas de se diferenciar:

- **Atributo**: o mais rápido, o mais durável.
- **Público**: feito para pequenas empresas, para mães empreendedoras.
- **Preço e valor**: premium ou acessível.
- **Experiência**: atendimento humano, entrega no mesmo dia.

Tentar ser tudo para todos dilui a marca.

### Coerência

Site, redes, atendimento e embalagem precisam contar a mesma história. Uma marca que se diz "atendimento humano" e responde por robô perde credibilidade.

### Exercícios

1. Escreva a declaração de posicionamento do seu negócio usando o modelo.
2. Assista ao vídeo e escreva o "porquê" da sua marca em uma frase.
3. Liste três pontos de contato que contradizem o posicionamento e como corrigi-los.
`),
    },
    {
      title: 'SEO e marketing de conteúdo',
      body: md(`
**SEO** (Search Engine Optimization) é o conjunto de práticas para que um site apareça bem posicionado nos resultados orgânicos (não pagos) dos buscadores. Junto com o **marketing de conteúdo**, é a forma mais sustentável de atrair visitantes: um bom artigo continua trazendo tráfego por anos.

### Como o Google decide

De forma simplificada, o buscador avalia:

- **Relevância**: o conteúdo responde à busca? Usa os termos e cobre o assunto?
- **Qualidade e autoridade**: outros sites confiáveis apontam para ele? Ele demonstra experiência e conhecimento?
- **Experiência da página**: carrega rápido, funciona no celular, é segura?

### O ciclo do conteúdo

1. Descobrir o que a persona pesquisa (palavras-chave).
2. Criar o melhor conteúdo disponível sobre aquela dúvida.
3. Otimizar título, subtítulos e links.
4. Distribuir (redes, e-mail) e medir.
5. Atualizar os conteúdos que já performam.

### Exemplo

Uma loja de café descobre que muita gente busca "como fazer café na prensa francesa". Ela publica um guia com fotos, proporção de água e pó e um vídeo curto. O artigo atrai visitantes todos os meses e leva parte deles à página da prensa à venda.

### Conteúdo inbound

O **inbound marketing** atrai o cliente com conteúdo útil, em vez de interrompê-lo com anúncios. Ele é mais lento no início, mas o custo por lead tende a cair com o tempo.

### Exercícios

1. Liste dez perguntas que sua persona faz antes de comprar.
2. Escolha uma e escreva o esboço de um artigo que a responda completamente.
3. Defina como o artigo levará o leitor para a próxima etapa do funil.
`),
    },
    {
      title: 'Mídia paga: Google Ads e Meta Ads',
      body: md(`
A **mídia paga** compra visibilidade imediata. As duas plataformas mais usadas no Brasil funcionam de maneiras diferentes, e entender essa diferença evita desperdício de verba.

### Google Ads: capturar demanda

Os anúncios da rede de pesquisa aparecem para quem **já está buscando** algo. Você escolhe palavras-chave, escreve anúncios e define lances. É ideal para o fundo do funil: "encanador 24 horas em Curitiba".

### Meta Ads: gerar demanda

No Facebook e no Instagram, os anúncios aparecem para pessoas segmentadas por interesses, comportamento e semelhança com seus clientes (**públicos semelhantes**). As pessoas não estavam procurando você: o criativo precisa chamar a atenção em segundos.

### Métricas de custo

- **CPM**: custo por mil impressões.
- **CPC**: custo por clique.
- **CTR**: taxa de cliques (cliques ÷ impressões).
- **CPA**: custo por aquisição (por lead ou venda).
- **ROAS**: receita gerada ÷ investimento em anúncios.

Exemplo: R$ 2.000 investidos geraram 40 vendas e R$ 8.000 de receita. CPA = R$ 50; ROAS = 4.

### Boas práticas

- Comece com orçamento pequeno e objetivos claros.
- Teste vários criativos e textos (**teste A/B**) e mantenha os vencedores.
- Use **remarketing** para impactar quem visitou o site e não comprou.
- Envie o tráfego para uma página coerente com o anúncio.

### Exercícios

1. Escreva três anúncios de pesquisa para o seu produto, com título e descrição.
2. Descreva o público de uma campanha no Instagram.
3. Calcule o CPA e o ROAS de uma campanha com R$ 1.500 investidos, 30 vendas e R$ 6.000 de receita.
`),
    },
    {
      title: 'E-mail marketing e automação',
      body: md(`
O e-mail continua sendo um dos canais com melhor retorno do marketing digital, porque a lista é **sua**: não depende do algoritmo de uma rede social. Com automação, ele entrega a mensagem certa no momento certo para cada lead.

### Construindo a lista

- Ofereça algo de valor em troca do e-mail (**isca digital**): e-book, checklist, cupom, aula gratuita.
- Use **opt-in** claro; nunca compre listas. Além de ineficaz, isso fere a LGPD.
- Peça apenas os dados necessários.

### Tipos de e-mail

- **Newsletter**: conteúdo periódico que mantém o relacionamento.
- **Promocional**: ofertas e lançamentos.
- **Transacional**: confirmação de compra, recuperação de senha.
- **Fluxos automáticos**: sequências disparadas por comportamento.

### Fluxos que funcionam

- **Boas-vindas**: 3 a 5 e-mails apresentando a marca a quem acabou de se cadastrar.
- **Nutrição**: conteúdos que levam o lead do meio ao fundo do funil.
- **Carrinho abandonado**: lembrete algumas horas depois, com a foto do produto.
- **Reativação**: para quem não abre e-mails há meses.

### Métricas

**Taxa de abertura**, **taxa de cliques**, **conversão** e **descadastros**. Um assunto claro e um remetente reconhecível aumentam a abertura; um único chamado para ação aumenta os cliques.

### Exemplo de sequência de boas-vindas

1. Dia 0: entrega do e-book e apresentação.
2. Dia 2: o erro mais comum dos iniciantes.
3. Dia 5: um caso de cliente.
4. Dia 8: convite para a aula experimental.

### Exercícios

1. Crie uma isca digital para sua persona.
2. Escreva os assuntos de uma sequência de boas-vindas com quatro e-mails.
3. Defina a regra de um fluxo de carrinho abandonado.
`),
    },
    {
      title: 'KPIs que importam',
      body: md(`
Seguidores e curtidas são fáceis de medir, mas raramente dizem se o marketing dá resultado. Esses números são chamados de **métricas de vaidade**. Os **KPIs** (indicadores-chave de desempenho) são os poucos números ligados aos objetivos do negócio.

### KPIs de aquisição

- **Taxa de conversão**: porcentagem de visitantes que realizam a ação desejada (cadastro, compra).
- **CAC (custo de aquisição de cliente)**: investimento total em marketing e vendas ÷ novos clientes.
- **CPL (custo por lead)**.

### KPIs de valor

- **Ticket médio**: receita ÷ número de pedidos.
- **LTV (lifetime value)**: quanto um cliente gera de receita ao longo do relacionamento.
- **Relação LTV/CAC**: acima de 3 costuma indicar um modelo saudável.
- **Churn**: porcentagem de clientes que cancelam no período.

### KPIs de engajamento do site

- **Taxa de rejeição**: visitantes que saem sem interagir.
- **Tempo na página** e **páginas por sessão**.

### Exemplo

Uma empresa investiu R$ 30.000 em um mês e conquistou 150 clientes: CAC de R$ 200. Cada cliente paga R$ 50 por mês e fica, em média, 14 meses: LTV de R$ 700. LTV/CAC = 3,5, um bom sinal.

### Escolhendo KPIs

Comece pelo objetivo (por exemplo, aumentar vendas em 20 % no semestre) e escolha poucos indicadores que mostram se você está no caminho. Cada KPI precisa de meta, responsável e frequência de análise.

### Exercícios

1. Separe as métricas que você acompanha hoje em "vaidade" e "KPI".
2. Calcule o CAC e o LTV do seu negócio.
3. Escolha três KPIs com meta para o próximo trimestre.
`),
    },
    {
      title: 'Google Analytics na prática',
      body: md(`
O **Google Analytics 4 (GA4)** mostra de onde vêm os visitantes, o que fazem no site e quais ações geram resultado. É gratuito e, bem configurado, responde às perguntas mais importantes do marketing.

### Conceitos do GA4

- **Eventos**: tudo é evento no GA4 (visualização de página, clique, rolagem, compra).
- **Conversões** (eventos principais): os eventos que importam para o negócio, como gerar lead ou comprar.
- **Usuários e sessões**: quem visitou e quantas visitas fez.
- **Engajamento**: sessões com interação real.

### Relatórios essenciais

- **Aquisição**: quais canais trazem usuários (orgânico, pago, redes sociais, e-mail, direto).
- **Engajamento**: páginas mais vistas e eventos.
- **Monetização**: receita e produtos comprados, em lojas virtuais.

### Parâmetros UTM

Links de campanhas devem levar **UTMs** para que o GA4 saiba a origem exata do tráfego:

~~~text
https://www.sualoja.com.br/promo?utm_source=instagram&utm_medium=social&utm_campaign=black_friday
~~~

Sem UTM, parte do tráfego de e-mail e redes aparece como "direto" e a análise fica distorcida.

### Uma análise rápida

Pergunta: qual canal traz mais compras, não só visitas? No relatório de aquisição, compare usuários e conversões por canal. Muitas vezes o canal com menos tráfego, como o e-mail, tem a maior taxa de conversão.

### Exercícios

1. Liste as três conversões mais importantes do seu site.
2. Crie links com UTM para uma campanha de e-mail e uma de Instagram.
3. Compare a taxa de conversão dos seus dois principais canais.
`),
    },
    {
      title: 'Planejamento de campanha integrada',
      body: md(`
Uma **campanha integrada** usa vários canais em torno de um único objetivo e de uma mensagem central, cada canal cumprindo o seu papel no funil. Esta aula reúne tudo o que vimos em um plano.

### Roteiro de planejamento

1. **Objetivo SMART**: por exemplo, gerar 400 matrículas em 45 dias.
2. **Persona e mensagem central**: para quem e o que queremos que ela lembre.
3. **Oferta**: o que torna a campanha atrativa agora (bônus, condição especial, prazo).
4. **Canais por etapa do funil**: no topo, conteúdo no blog e vídeos curtos nas redes; no meio, um webinar gratuito com captura de e-mail; no fundo, anúncios de remarketing, sequência de e-mails e página de oferta.
5. **Cronograma**: aquecimento, lançamento, encerramento.
6. **Orçamento** por canal e **KPIs** com metas.
7. **Mensuração**: UTMs em todos os links e painel de acompanhamento.

### Exemplo de metas em cascata

Para 400 matrículas com conversão de 8 % dos leads, são necessários 5.000 leads. Com a página convertendo 25 % dos visitantes, são 20.000 visitas. Essa conta mostra quanto tráfego cada canal precisa trazer.

### Durante a campanha

Acompanhe os KPIs a cada dois ou três dias, pause anúncios com CPA alto e reforce o que funciona. No fim, registre os aprendizados para a próxima campanha.

### Exercícios

1. Monte o plano de uma campanha de 30 dias para o seu negócio seguindo o roteiro.
2. Calcule, de trás para frente, quantos leads e visitas a sua meta exige.
3. Defina os UTMs e o painel de acompanhamento da campanha.
`),
    },
  ],
  questionsPerAttempt: 10,
  questionBank: [
    ['O que é persona no marketing digital?', ['Um perfil semifictício do cliente ideal, construído com dados reais', 'O logotipo da empresa', 'Um influenciador contratado', 'A senha das redes sociais'], 0, 'A persona reúne dados, motivações e objeções do cliente ideal para orientar a comunicação.'],
    ['O que mede a taxa de conversão?', ['O número de seguidores', 'A porcentagem de visitantes que realizam a ação desejada', 'O custo de um anúncio', 'O tempo de carregamento do site'], 1, 'Conversão é a razão entre quem realizou a ação (compra, cadastro) e o total de visitantes.'],
    ['O que significa SEO?', ['Search Engine Optimization', 'Social Engagement Online', 'Sales Enterprise Operation', 'Secure E-mail Output'], 0, 'SEO é a otimização para mecanismos de busca, buscando tráfego orgânico.'],
    ['Em qual etapa do funil o cliente decide a compra?', ['Topo do funil', 'Meio do funil', 'Fundo do funil', 'Fora do funil'], 2, 'No fundo do funil o lead já compara soluções e está pronto para decidir.'],
    ['O que é CPC em anúncios online?', ['Custo por clique', 'Conversão por cliente', 'Campanha por conteúdo', 'Custo por compra'], 0, 'No modelo CPC o anunciante paga cada vez que alguém clica no anúncio.'],
    ['Para que serve um teste A/B?', ['Para comparar duas versões e ver qual tem melhor desempenho', 'Para testar a velocidade da internet', 'Para aprovar o orçamento', 'Para escolher o logotipo por sorteio'], 0, 'No teste A/B o público é dividido entre duas versões e os resultados são comparados.'],
    ['O que é inbound marketing?', ['Ligações de telemarketing', 'Atrair clientes com conteúdo útil em vez de interrompê-los', 'Comprar listas de e-mails', 'Anúncios em outdoors'], 1, 'O inbound atrai o cliente com conteúdo relevante para cada etapa da jornada.'],
    ['O que indica a taxa de rejeição de uma página?', ['Visitantes que saem sem interagir', 'Clientes que pediram reembolso', 'E-mails que voltaram', 'Anúncios reprovados'], 0, 'Uma rejeição alta sugere que a página não atende à expectativa de quem chega.'],
    ['Qual métrica representa o custo de conquistar um novo cliente?', ['LTV', 'CAC', 'NPS', 'CTR'], 1, 'O CAC divide o investimento em marketing e vendas pelo número de novos clientes.'],
    ['O que é um lead?', ['Um concorrente direto', 'Um contato que demonstrou interesse e deixou seus dados', 'Um anúncio pago', 'Um erro no site'], 1, 'Leads são potenciais clientes que forneceram informações, como o e-mail, em troca de algo de valor.'],
    ['Qual é a principal diferença entre Google Ads (pesquisa) e Meta Ads?', ['Não há diferença', 'O Google captura quem já busca algo; a Meta gera demanda em quem não estava buscando', 'A Meta só exibe anúncios em texto', 'O Google não cobra por clique'], 1, 'Pesquisa responde a uma intenção declarada; redes sociais interrompem o usuário com criativos segmentados.'],
    ['R$ 2.000 em anúncios geraram R$ 8.000 de receita. Qual é o ROAS?', ['0,25', '4', '6.000', '40 %'], 1, 'ROAS = receita ÷ investimento = 8.000 ÷ 2.000 = 4.'],
    ['O que diferencia persona de público-alvo?', ['Nada, são sinônimos', 'A persona inclui motivações, rotina e objeções de um cliente representativo', 'O público-alvo é mais detalhado', 'A persona é sempre uma celebridade'], 1, 'O público-alvo é uma faixa demográfica; a persona dá contexto para escrever a mensagem.'],
    ['Segundo Simon Sinek, por onde as marcas que inspiram começam a comunicar?', ['Pelo preço', 'Pelo porquê', 'Pelo como', 'Pelo concorrente'], 1, 'No Círculo Dourado, comunicar o porquê antes do como e do o quê gera identificação.'],
    ['Por que não se deve comprar listas de e-mail?', ['Porque são caras demais', 'Porque são ineficazes e ferem a LGPD, que exige consentimento', 'Porque o e-mail não funciona mais', 'Porque provedores não aceitam anexos'], 1, 'Contatos sem consentimento não engajam, prejudicam a entrega e violam a lei.'],
    ['Qual fluxo automático é disparado quando alguém deixa produtos sem finalizar a compra?', ['Boas-vindas', 'Carrinho abandonado', 'Newsletter', 'Reativação'], 1, 'O lembrete de carrinho abandonado recupera vendas que quase aconteceram.'],
    ['O que é uma métrica de vaidade?', ['Um número fácil de medir que não indica resultado de negócio', 'O faturamento mensal', 'O custo de aquisição', 'O churn'], 0, 'Curtidas e seguidores podem crescer sem que as vendas cresçam.'],
    ['CAC de R$ 200 e LTV de R$ 700: qual é a relação LTV/CAC?', ['0,28', '3,5', '500', '1,4'], 1, '700 ÷ 200 = 3,5; acima de 3 costuma indicar um modelo saudável.'],
    ['Para que servem os parâmetros UTM em um link?', ['Para encurtar o link', 'Para identificar no Analytics a origem exata do tráfego', 'Para proteger o site', 'Para acelerar a página'], 1, 'Com UTMs, visitas de e-mail e redes não aparecem como tráfego direto.'],
    ['Para 400 vendas com conversão de 8 % dos leads, quantos leads são necessários?', ['3.200', '5.000', '4.000', '32'], 1, '400 ÷ 0,08 = 5.000 leads: as metas são calculadas de trás para frente.'],
  ],
};
