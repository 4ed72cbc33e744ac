import { md, type CourseContent } from './types.ts';

/** Course '12': Marketing de Conteúdo e SEO. */
export const conteudoSeo: CourseContent = {
  lessons: [
    {
      title: 'Por que marketing de conteúdo',
      body: md(`
**Marketing de conteúdo** é criar e distribuir conteúdo útil e relevante para atrair, educar e conquistar um público definido, em vez de interromper as pessoas com anúncios. O objetivo final é o mesmo de qualquer marketing (gerar negócios), mas o caminho é ajudar primeiro.

### Por que funciona

- **As pessoas pesquisam antes de comprar**: a maioria das jornadas de compra começa em um buscador, em um vídeo ou em uma rede social.
- **Conteúdo é um ativo**: um anúncio para de trazer visitas quando a verba acaba; um bom artigo continua atraindo leitores por anos.
- **Autoridade e confiança**: quem ensina bem é lembrado na hora da compra.
- **Custo por lead decrescente**: o investimento inicial é alto, mas o custo por visitante cai com o tempo.

### Conteúdo e SEO andam juntos

O **SEO** (otimização para mecanismos de busca) garante que o conteúdo seja encontrado. O conteúdo dá ao SEO algo que merece ser encontrado. Sem conteúdo, não há o que otimizar; sem SEO, o conteúdo depende apenas de distribuição paga ou de redes sociais.

### Exemplo

Uma empresa de software de gestão para academias criou um blog com artigos como "Como calcular a taxa de evasão de alunos" e "Modelo de contrato para personal trainer". Em dois anos, o blog passou a trazer 60 % dos testes gratuitos do produto, com custo muito menor que os anúncios.

### Objetivos possíveis

Reconhecimento de marca, geração de leads, educação de clientes (reduzindo o suporte), retenção e vendas. Cada objetivo pede formatos e métricas diferentes, como veremos nas próximas aulas.

### Exercícios

1. Liste cinco perguntas frequentes que seus clientes fazem antes de comprar.
2. Identifique um concorrente que produz conteúdo e avalie o que ele faz bem.
3. Defina o objetivo principal do seu marketing de conteúdo para os próximos seis meses.
`),
    },
    {
      title: 'Calendário editorial',
      body: md(`
Conteúdo dá resultado com **consistência**, e consistência exige planejamento. O **calendário editorial** organiza o que será publicado, quando, em qual canal, por quem e com qual objetivo.

### O que o calendário registra

- **Tema e título provisório**.
- **Palavra-chave principal** (quando for conteúdo para busca).
- **Etapa do funil**: topo, meio ou fundo.
- **Persona** para quem o conteúdo é escrito.
- **Formato e canal**: artigo no blog, vídeo, newsletter, post.
- **Responsável, prazo de produção e data de publicação**.
- **Status**: ideia, em produção, em revisão, publicado.

Uma planilha ou um quadro Kanban já resolvem; o importante é que todos da equipe usem o mesmo.

### Pilares de conteúdo

Defina de três a cinco **pilares**: grandes temas ligados ao seu negócio e às dores da persona. Para uma contabilidade on-line: abertura de empresa, impostos do MEI, gestão financeira e folha de pagamento. Cada ideia nova deve caber em um pilar.

### Frequência realista

É melhor publicar um ótimo artigo por semana durante um ano do que cinco por semana durante um mês. Defina a frequência pelo que a equipe consegue manter com qualidade.

### Datas e sazonalidade

Marque no calendário datas relevantes para o público: entrega do imposto de renda, volta às aulas, Black Friday. Conteúdos sazonais devem ser publicados **semanas antes**, para terem tempo de aparecer nas buscas.

### Reaproveitamento

Um webinar vira artigo, que vira três posts, que vira uma newsletter. Planeje o reaproveitamento já no calendário.

### Exercícios

1. Defina os pilares de conteúdo do seu negócio.
2. Monte um calendário de dois meses com pelo menos oito conteúdos.
3. Identifique três datas sazonais relevantes e planeje um conteúdo para cada uma.
`),
    },
    {
      title: 'Formatos de conteúdo',
      body: md(`
Não existe formato melhor em absoluto: existe o formato certo para a persona, o objetivo e a etapa do funil. Conhecer as opções ajuda a variar e a reaproveitar.

### Formatos e usos

- **Artigos de blog**: a base do SEO. Bons para responder dúvidas específicas e guias completos.
- **Vídeos**: explicam processos e criam proximidade. O YouTube é o segundo maior buscador do mundo.
- **Vídeos curtos** (Reels, Shorts, TikTok): alcance e descoberta no topo do funil.
- **E-books e guias**: materiais mais profundos, oferecidos em troca do e-mail (meio do funil).
- **Webinars**: educação ao vivo, perguntas e respostas; ótimos para gerar leads qualificados.
- **Newsletters**: relacionamento contínuo com quem já conhece a marca.
- **Estudos de caso**: prova social no fundo do funil.
- **Ferramentas e modelos**: calculadoras, planilhas e checklists geram links e leads.
- **Podcasts**: relacionamento com um público fiel, consumido no trânsito ou na academia.

### Combinando formato e etapa

- Topo: artigos educativos, vídeos curtos, posts.
- Meio: e-books, webinars, comparativos.
- Fundo: estudos de caso, demonstrações, páginas de produto bem escritas.

### Conteúdo evergreen

Conteúdos **evergreen** (perenes) continuam úteis por anos: "como calcular o preço de venda". Conteúdos **factuais** perdem relevância rápido: "mudanças no imposto deste mês". Um bom mix tem maioria de evergreen, atualizado periodicamente.

### Exemplo de reaproveitamento

Um webinar de 60 minutos sobre "como precificar serviços" gerou: um artigo completo, cinco vídeos curtos com os melhores trechos, uma planilha de precificação para download e uma sequência de três e-mails.

### Exercícios

1. Escolha um tema do seu calendário e planeje-o em três formatos diferentes.
2. Classifique seus últimos dez conteúdos em evergreen ou factuais.
3. Crie a ideia de uma ferramenta simples (calculadora, checklist) para a sua persona.
`),
    },
    {
      title: 'Pesquisa de palavras-chave',
      videoUrl: 'https://www.youtube.com/watch?v=0eKVizvYSUQ',
      body: md(`
**Palavras-chave** são os termos que as pessoas digitam nos buscadores. Pesquisá-las revela o que a sua persona quer saber, com quais palavras ela pergunta e quanta concorrência há por cada resposta.

### Como o buscador funciona

O Google **rastreia** páginas da web com robôs, **indexa** o conteúdo e, a cada busca, **classifica** os resultados mais úteis para aquela pergunta. O vídeo desta aula, do Google Search Central, explica essas três etapas em cinco minutos.

### Métricas de uma palavra-chave

- **Volume de busca**: quantas buscas por mês.
- **Dificuldade**: quanto é difícil ranquear, dada a autoridade das páginas que já aparecem.
- **Intenção de busca**: o que a pessoa quer ao pesquisar.

### Tipos de intenção

- **Informacional**: "como calcular ponto de equilíbrio".
- **Navegacional**: "login banco X".
- **Comercial**: "melhor sistema de gestão para academia".
- **Transacional**: "comprar tênis de corrida masculino 42".

O conteúdo precisa corresponder à intenção: para uma busca informacional, o Google mostra guias, não páginas de produto.

### Cauda curta e cauda longa

- **Cauda curta**: "marketing" — volume enorme, concorrência altíssima, intenção vaga.
- **Cauda longa**: "como fazer marketing para clínica odontológica" — menos buscas, menos concorrência e **intenção clara**. Somadas, as buscas de cauda longa são a maior parte do tráfego e convertem melhor.

### Ferramentas

Google Search Console (o que já traz visitas), Google Keyword Planner, Google Trends, o "As pessoas também perguntam" e as sugestões de autocompletar. Ferramentas pagas como Semrush e Ahrefs trazem estimativas de volume e dificuldade.

### Exercícios

1. Liste 20 palavras-chave para um pilar do seu conteúdo e classifique a intenção de cada uma.
2. Escolha três de cauda longa com intenção clara e baixa concorrência.
3. Pesquise cada uma no Google e descreva que tipo de conteúdo aparece nos primeiros resultados.
`),
    },
    {
      title: 'Títulos e meta descrições',
      body: md(`
Nos resultados de busca, o seu conteúdo concorre com outros nove em poucos segundos de atenção. O **título** e a **meta descrição** são a vitrine: definem se a pessoa clica ou não.

### A tag title

É o título que aparece no resultado de busca e na aba do navegador. Boas práticas:

- Inclua a **palavra-chave principal**, de preferência no início.
- Mantenha em torno de **50 a 60 caracteres**, para não ser cortado.
- Seja específico e prometa o que o conteúdo entrega.
- Cada página deve ter um título **único**.

~~~html
<title>Ponto de equilíbrio: como calcular (com exemplos e planilha)</title>
~~~

### A meta descrição

É o resumo exibido abaixo do título. Ela não influencia diretamente o ranqueamento, mas afeta muito a **taxa de cliques (CTR)**.

~~~html
<meta name="description" content="Aprenda a calcular o ponto de equilíbrio do seu negócio em 3 passos, com exemplos reais e uma planilha gratuita para baixar.">
~~~

- Cerca de **150 a 160 caracteres**.
- Resuma o benefício e inclua um chamado para ação.
- O Google pode reescrevê-la se julgar que outro trecho responde melhor à busca.

### Título da página (H1)

O **H1** é o título visível dentro da página. Pode ser igual ou parecido com a tag title. Use um único H1 por página e organize o texto com subtítulos **H2** e **H3** que incluam variações da palavra-chave.

### Fórmulas que funcionam

- "Como [resultado] em [prazo/passos]"
- "[Número] [coisas] para [objetivo]"
- "[Tema]: guia completo para [público]"

Evite o **clickbait**: se o conteúdo não cumprir a promessa, o leitor volta para a busca, e isso é um mau sinal.

### Exercícios

1. Reescreva os títulos de três páginas do seu site seguindo as boas práticas.
2. Escreva meta descrições com chamado para ação para essas páginas.
3. Busque sua palavra-chave e compare seu título com os cinco primeiros resultados.
`),
    },
    {
      title: 'Estrutura de URLs e links internos',
      body: md(`
A forma como o site se organiza ajuda o buscador a entender quais páginas são mais importantes e como os temas se relacionam. Duas peças são decisivas: **URLs** claras e **links internos** bem planejados.

### URLs amigáveis

Compare:

~~~text
https://exemplo.com.br/blog/index.php?id=4821&cat=7
https://exemplo.com.br/blog/ponto-de-equilibrio
~~~

A segunda é legível, indica o assunto e é mais clicada. Boas práticas:

- Curtas, descritivas, com a palavra-chave.
- Palavras separadas por **hífens**, em minúsculas, sem acentos.
- Sem datas, se o conteúdo for evergreen (assim ele pode ser atualizado sem mudar o endereço).
- Ao mudar uma URL, crie um **redirecionamento 301** da antiga para a nova, para não perder visitas e autoridade.

### Links internos

Links internos conectam páginas do mesmo site. Eles:

- ajudam o robô a **descobrir** páginas novas;
- distribuem **autoridade** entre as páginas;
- levam o leitor ao **próximo passo** da jornada.

Use **textos âncora descritivos** ("veja como calcular o ponto de equilíbrio") em vez de "clique aqui".

### Clusters de conteúdo

Organize os conteúdos em **clusters**: uma **página pilar** completa sobre um tema amplo ("Gestão financeira para pequenas empresas") ligada a vários artigos específicos ("fluxo de caixa", "capital de giro", "ponto de equilíbrio"), que também apontam de volta para a pilar. Isso mostra ao buscador que o site cobre o tema com profundidade.

### Páginas órfãs

Uma página sem nenhum link interno apontando para ela é **órfã**: o robô tem dificuldade de encontrá-la e ela recebe pouca autoridade. Revise periodicamente.

### Exercícios

1. Avalie as URLs de cinco páginas do seu site e proponha versões melhores.
2. Desenhe um cluster de conteúdo com uma página pilar e seis artigos.
3. Escreva três textos âncora descritivos para links entre esses artigos.
`),
    },
    {
      title: 'Velocidade e Core Web Vitals',
      body: md(`
Uma página lenta perde visitantes antes mesmo de mostrar o conteúdo, principalmente no celular. O Google mede a experiência de carregamento com as **Core Web Vitals** e as usa como um dos sinais de classificação.

### As três métricas

- **LCP (Largest Contentful Paint)**: quanto tempo o maior elemento visível (uma imagem de destaque, um bloco de texto) leva para aparecer. Bom: até **2,5 segundos**.
- **INP (Interaction to Next Paint)**: quanto tempo a página leva para responder a um clique ou toque. Bom: até **200 milissegundos**.
- **CLS (Cumulative Layout Shift)**: o quanto o layout "pula" enquanto carrega. Bom: até **0,1**.

### Como medir

- **PageSpeed Insights**: dados de usuários reais (quando há volume) e um diagnóstico de laboratório.
- **Search Console**: relatório de Core Web Vitals de todo o site.
- **Lighthouse**, nas ferramentas de desenvolvedor do Chrome.

### Causas comuns e correções

- **Imagens pesadas**: comprima, use formatos modernos (WebP, AVIF) e dimensões corretas; carregue sob demanda as imagens abaixo da dobra.

~~~html
<img src="grafico-vendas.webp" width="800" height="450" alt="Gráfico de vendas por mês" loading="lazy">
~~~

- **Layout que pula (CLS)**: defina **width** e **height** de imagens, vídeos e anúncios para reservar o espaço.
- **JavaScript demais (INP)**: remova scripts e plugins desnecessários e adie os não essenciais.
- **Servidor lento**: use cache, uma CDN e uma hospedagem adequada.
- **Fontes**: carregue apenas os pesos usados.

### Prioridade

Velocidade é um critério de desempate: conteúdo excelente e lento ainda vence conteúdo fraco e rápido. Mas, entre bons conteúdos, a experiência pesa, e a taxa de conversão sempre se beneficia.

### Exercícios

1. Meça três páginas do seu site no PageSpeed Insights e anote LCP, INP e CLS.
2. Identifique a maior imagem de cada página e estime a economia com compressão.
3. Liste os scripts de terceiros carregados e quais poderiam ser removidos.
`),
    },
    {
      title: 'Link building ético',
      body: md(`
**Backlinks** são links de outros sites apontando para o seu. Para o buscador, cada link de um site relevante funciona como um voto de confiança. **Link building** é o trabalho de conquistar esses links, e ele precisa ser feito de forma ética.

### O que torna um link valioso

- **Relevância**: um link de um portal de finanças vale mais para um blog de contabilidade do que um link de um site de receitas.
- **Autoridade** do site que linka.
- **Contexto**: link dentro do texto, com âncora descritiva.
- **Naturalidade**: links conquistados, não comprados.

### Práticas éticas

- **Conteúdo digno de link**: pesquisas com dados próprios, ferramentas gratuitas, guias definitivos, infográficos.
- **Relações públicas digitais**: oferecer dados e especialistas para jornalistas.
- **Artigos como convidado** em sites relevantes, com conteúdo de verdade, não apenas para inserir links.
- **Parcerias** com fornecedores, clientes e associações do setor.
- **Recuperar menções**: quando alguém cita sua marca sem link, peça gentilmente a inclusão.
- **Links quebrados**: encontrar links quebrados em outros sites e sugerir seu conteúdo como substituto.

### O que evitar

Comprar links, redes de blogs criadas para gerar links (PBNs), troca massiva de links e comentários com spam violam as diretrizes do Google e podem levar a **penalizações** que derrubam o site inteiro nos resultados. Links pagos legítimos (como publipost) devem ser marcados com o atributo **rel="sponsored"**.

### Exemplo

Uma empresa de software de RH publicou uma pesquisa anual sobre turnover com dados de 2 mil empresas. A pesquisa foi citada por dezenas de veículos e blogs do setor, gerando mais links em um mês do que anos de pedidos individuais.

### Exercícios

1. Liste dez sites relevantes do seu setor que poderiam linkar para você.
2. Proponha uma ideia de conteúdo digno de link com dados próprios.
3. Encontre três menções à sua marca sem link e escreva o pedido de inclusão.
`),
    },
    {
      title: 'Medindo resultados no Search Console',
      body: md(`
O **Google Search Console** é a ferramenta gratuita que mostra como o seu site aparece nas buscas do Google: em quais pesquisas, quantas vezes, com quantos cliques e quais problemas técnicos impedem páginas de aparecer.

### Configuração

Adicione a propriedade do domínio e verifique a posse (por um registro DNS, por exemplo). Envie o **sitemap** (geralmente em **/sitemap.xml**) para ajudar o Google a encontrar as páginas.

### O relatório de desempenho

Quatro métricas:

- **Cliques**: visitas vindas da busca.
- **Impressões**: quantas vezes o site apareceu nos resultados.
- **CTR**: cliques ÷ impressões.
- **Posição média**.

Filtre por **consulta**, **página**, **país** e **dispositivo**, e compare períodos.

### Análises que geram ação

- **Muitas impressões e CTR baixo**: o título e a meta descrição não atraem. Reescreva-os.
- **Posição entre 8 e 20**: páginas "quase lá". Melhore o conteúdo, acrescente links internos e atualize as informações; pequenos ganhos de posição trazem muitos cliques.
- **Consultas inesperadas**: o público pesquisa termos que você não cobre. Crie conteúdo para eles.
- **Quedas**: compare períodos para descobrir quais páginas e consultas perderam cliques.

### Indexação e experiência

- **Páginas**: quais estão indexadas e por que outras não estão (bloqueadas, duplicadas, com erro).
- **Inspeção de URL**: verifica uma página específica e solicita nova indexação após mudanças.
- **Core Web Vitals** e **usabilidade em dispositivos móveis**.

### Relatório mensal

Acompanhe mês a mês: cliques orgânicos, conteúdos com mais cliques, novas palavras-chave no top 10 e conversões vindas do orgânico (cruzando com o Google Analytics).

### Exercícios

1. Liste as dez consultas com mais impressões do seu site e o CTR de cada uma.
2. Encontre três páginas na posição 8 a 20 e planeje melhorias.
3. Monte o modelo do seu relatório mensal de SEO.
`),
    },
  ],
  questionsPerAttempt: 5,
  questionBank: [
    ['O que é uma palavra-chave de cauda longa?', ['Um termo curto e genérico', 'Uma expressão mais específica, com menos buscas e intenção mais clara', 'Uma palavra em outro idioma', 'Um link patrocinado'], 1, 'Termos de cauda longa têm menos concorrência e atraem visitantes mais qualificados.'],
    ['O que são backlinks?', ['Links de outros sites apontando para o seu', 'Links quebrados', 'Menus do rodapé', 'Anúncios pagos'], 0, 'Backlinks de sites relevantes indicam confiança e autoridade aos buscadores.'],
    ['Para que serve a meta description?', ['Resumir a página nos resultados de busca', 'Definir a cor do site', 'Bloquear robôs', 'Acelerar o servidor'], 0, 'Uma boa meta description aumenta a taxa de cliques nos resultados.'],
    ['O que é um calendário editorial?', ['O planejamento de temas, canais, responsáveis e datas de publicação', 'A agenda de feriados', 'O registro de férias da equipe', 'Um plugin de calendário'], 0, 'Ele garante consistência e alinhamento dos conteúdos com os objetivos.'],
    ['Qual métrica do Search Console é a razão entre cliques e impressões?', ['Posição média', 'CTR', 'LCP', 'Volume de busca'], 1, 'CTR baixo com muitas impressões indica título e descrição pouco atrativos.'],
    ['Qual é a intenção da busca "como calcular ponto de equilíbrio"?', ['Transacional', 'Navegacional', 'Informacional', 'Comercial'], 2, 'A pessoa quer aprender; o conteúdo certo é um guia, não uma página de produto.'],
    ['O que mede o LCP, uma das Core Web Vitals?', ['O número de links da página', 'O tempo para o maior elemento visível aparecer', 'A quantidade de palavras-chave', 'O número de backlinks'], 1, 'Um bom LCP fica em até 2,5 segundos.'],
    ['Qual destas é uma prática de link building que viola as diretrizes do Google?', ['Publicar pesquisas com dados próprios', 'Comprar links sem marcá-los como patrocinados', 'Pedir inclusão de link em menções à marca', 'Escrever como convidado em sites relevantes'], 1, 'Links comprados sem rel="sponsored" podem levar a penalizações.'],
    ['O que é uma página pilar em um cluster de conteúdo?', ['Uma página sem links', 'Um conteúdo amplo sobre um tema, ligado a artigos específicos que apontam de volta para ele', 'A página de contato', 'Um anúncio fixo'], 1, 'O cluster mostra ao buscador que o site cobre o tema com profundidade.'],
    ['O que fazer ao mudar a URL de uma página que já recebe visitas?', ['Nada', 'Criar um redirecionamento 301 da antiga para a nova', 'Apagar a página antiga', 'Mudar o título'], 1, 'O 301 preserva visitas, links e autoridade conquistados pela URL antiga.'],
    ['Qual é o tamanho recomendado para a tag title?', ['Cerca de 10 caracteres', 'Cerca de 50 a 60 caracteres', 'Mais de 200 caracteres', 'Não há limite visível'], 1, 'Títulos longos demais são cortados nos resultados de busca.'],
    ['O que caracteriza um conteúdo evergreen?', ['Fala apenas de notícias do dia', 'Continua útil por muito tempo e pode ser atualizado', 'É sempre um vídeo', 'É publicado só no Natal'], 1, 'Conteúdos perenes continuam atraindo visitas por anos.'],
  ],
};
