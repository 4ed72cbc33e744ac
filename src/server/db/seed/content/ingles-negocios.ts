import { md, type CourseContent } from './types.ts';

/** Course '4': Inglês para Negócios. */
export const inglesNegocios: CourseContent = {
  lessons: [
    {
      title: 'Apresentações pessoais e networking',
      body: md(`
Em eventos, reuniões com clientes estrangeiros ou videochamadas com a matriz, a primeira impressão acontece em poucos segundos. Uma apresentação pessoal clara, curta e natural abre portas, e é uma habilidade que se treina.

### A estrutura em três partes

1. **Quem você é**: *Hi, I'm Paula Souza.*
2. **O que você faz**: *I'm a product manager at a logistics company in São Paulo.*
3. **Um gancho**: *We help retailers deliver on the same day.* ou *I'm here to learn about supply chain automation.*

Note que em inglês dizemos *I'm a product manager* (com artigo) e *I work for / at* uma empresa. Evite *I am working in* para descrever o emprego fixo: o presente simples é o correto para fatos permanentes.

### Puxando conversa

- *What brings you to this conference?*
- *How long have you been with the company?*
- *What are you working on these days?*

### Encerrando e mantendo contato

- *It was great talking to you. Could we connect on LinkedIn?*
- *Here's my card. Let's keep in touch.*
- *I'll send you an e-mail next week about that idea.*

> Em inglês profissional, o primeiro nome é comum mesmo com diretores. Na dúvida, espere a pessoa se apresentar e use o nome como ela usar.

### Exercícios

1. Escreva sua apresentação em três frases seguindo a estrutura acima.
2. Grave-se dizendo a apresentação em até 20 segundos.
3. Prepare duas perguntas para puxar conversa em um evento da sua área.
`),
    },
    {
      title: 'Small talk no ambiente corporativo',
      body: md(`
**Small talk** é a conversa leve antes de uma reunião, no café ou no elevador. Para muitos brasileiros parece perda de tempo, mas em culturas anglo-saxônicas ela constrói confiança e mostra interesse pela pessoa.

### Temas seguros

- **Viagem**: *How was your flight?*
- **Fim de semana**: *Did you do anything fun over the weekend?*
- **Clima**: *It's freezing today, isn't it?*
- **Eventos da cidade ou do setor**: *Are you going to the trade show next month?*

Evite política, religião, salário e perguntas muito pessoais no primeiro contato.

### Como manter a conversa viva

Responda com algo a mais e devolva a pergunta:

- A: *How was your weekend?*
- B: *Pretty good, thanks! I finally tried that new Italian place downtown. How about you?*

Respostas de uma palavra (*Fine.*) encerram a conversa. Expressões de interesse ajudam: *Really?*, *That sounds great!*, *Oh, I didn't know that.*

### Question tags

As **question tags** convidam o outro a concordar: *It's a great venue, isn't it?* / *You've worked here for a while, haven't you?* A tag usa o auxiliar da frase, invertido para o negativo.

### Saindo com elegância

- *Anyway, I should let you get back to work.*
- *Shall we get started?* (para começar a reunião)

### Exercícios

1. Escreva três perguntas de small talk para o início de uma videochamada.
2. Complete com a tag: *The meeting starts at ten, ___?* / *You don't use Slack, ___?*
3. Crie um diálogo de seis falas no elevador com um colega de outro país.
`),
    },
    {
      title: 'Vocabulário essencial de escritório',
      body: md(`
Algumas palavras aparecem em quase todo e-mail, reunião ou planilha em inglês. Dominar esse vocabulário poupa tempo e evita mal-entendidos, principalmente com falsos cognatos.

### Palavras do dia a dia

- **deadline**: prazo final. *The deadline for the report is Friday.*
- **schedule**: agenda, cronograma. *Let me check my schedule.*
- **to follow up**: dar seguimento, retomar. *I'm following up on our call.*
- **stakeholder**: parte interessada em um projeto.
- **to be in charge of**: ser responsável por.
- **workload**: carga de trabalho.
- **out of office (OOO)**: fora do escritório, de férias ou viagem.

### Falsos cognatos perigosos

- **actually** = na verdade (não "atualmente", que é *currently*).
- **to pretend** = fingir (não "pretender", que é *to intend*).
- **to attend** = participar, comparecer (não "atender", que é *to answer* ou *to serve*).
- **eventually** = por fim, com o tempo (não "eventualmente").
- **resume** = currículo (nos EUA, *résumé*); retomar é *to resume*.

### Siglas comuns

**ASAP** (as soon as possible), **FYI** (for your information), **EOD** (end of day), **ETA** (estimated time of arrival), **KPI** (key performance indicator), **ROI** (return on investment).

### Exemplo

*FYI, the client moved the deadline to EOD Thursday. Could you follow up with the design team ASAP?*

### Exercícios

1. Traduza: "Na verdade, eu vou participar da reunião, mas atualmente estou sem tempo."
2. Escreva uma mensagem curta usando FYI, deadline e follow up.
3. Liste cinco palavras da sua área que você usa em inglês no trabalho e confirme o significado.
`),
    },
    {
      title: 'Escrevendo e-mails formais',
      body: md(`
O e-mail continua sendo o principal meio de comunicação formal nas empresas internacionais. Um bom e-mail em inglês é curto, direto e educado, com uma estrutura previsível.

### Estrutura

1. **Subject line** específico: *Proposal for Q3 training – feedback by June 12*.
2. **Saudação**: *Dear Mr. Smith,* (formal) ou *Hi Sarah,* (neutro).
3. **Propósito logo na primeira frase**: *I'm writing to request…* / *I'm writing regarding…*
4. **Detalhes** em parágrafos curtos ou tópicos.
5. **Pedido ou próximo passo claro**: *Could you please confirm by Friday?*
6. **Encerramento**: *I look forward to hearing from you.* + *Kind regards,* / *Best regards,*

### Tornando o tom educado

Pedidos diretos soam rudes em inglês. Compare:

- *Send me the file.* (ríspido)
- *Could you please send me the file?* (educado)
- *Would you mind sending me the file?* (muito educado)

Depois de *look forward to* e *would you mind*, o verbo vai com **-ing**: *I look forward to meeting you.*

### Exemplo

*Subject: Meeting request – new supplier contract*

*Dear Ms. Carter, I'm writing to request a meeting to discuss the new supplier contract. Would Tuesday at 3 p.m. work for you? Please let me know if another time suits you better. I look forward to hearing from you. Kind regards, Rafael Lima*

### Exercícios

1. Escreva um e-mail pedindo uma reunião com um fornecedor, seguindo a estrutura.
2. Reescreva de forma educada: *Tell me the price.* e *Answer today.*
3. Crie três linhas de assunto claras para e-mails do seu trabalho.
`),
    },
    {
      title: 'Relatórios e resumos executivos',
      body: md(`
Executivos leem pouco e decidem rápido. Um **executive summary** coloca o que importa primeiro: a conclusão, a recomendação e os números que a sustentam. O detalhe vem depois, para quem quiser.

### A pirâmide invertida

1. **Bottom line first**: qual é a conclusão ou a decisão necessária?
2. **Key findings**: três a cinco pontos com dados.
3. **Recommendation** e **next steps**.
4. Anexos e detalhes.

### Linguagem de relatórios

- Tendências: *Sales **increased by** 12 % in Q2.* / *Costs **dropped** sharply.* / *Revenue **remained stable**.*
- Comparações: *compared to last year*, *year over year (YoY)*, *on track*, *behind schedule*.
- Causas: *due to*, *as a result of*, *driven by*.
- Recomendação: *We recommend that…* / *We propose…*

Atenção às preposições: *increase **by** 12 %* (a variação) e *increase **to** 1.2 million* (o novo valor).

### Exemplo de resumo

*Q2 sales reached R$ 4.2 million, up 12 % year over year, driven by the new online channel. However, delivery costs rose by 18 %. We recommend renegotiating the logistics contract before Q3. Next step: present options to the board on July 10.*

### Dicas

- Use voz ativa e frases curtas.
- Números com unidades e períodos claros.
- Uma ideia por parágrafo; tópicos para listas.

### Exercícios

1. Escreva um resumo executivo de cinco frases sobre um resultado recente da sua área.
2. Descreva três variações com *increase by*, *fall to* e *remain stable*.
3. Reescreva um parágrafo longo de relatório começando pela conclusão.
`),
    },
    {
      title: 'Expressões para propostas comerciais',
      body: md(`
Uma proposta comercial precisa convencer sem exagerar. Em inglês, o tom esperado é confiante e concreto: benefícios mensuráveis, escopo claro e condições transparentes.

### Estrutura típica

- **Understanding of your needs**: mostre que você entendeu o problema do cliente.
- **Proposed solution**: o que será entregue.
- **Benefits**: o resultado para o cliente, com números.
- **Timeline and pricing**: prazos, valores e condições de pagamento.
- **Next steps**: como avançar.

### Expressões úteis

- *Based on our conversation, we understand that…*
- *We propose a three-phase approach…*
- *This solution will allow you to reduce processing time by 30 %.*
- *The total investment is US$ 25,000, payable in two installments.*
- *This proposal is valid for 30 days.*
- *We would be happy to discuss any adjustments.*

### Benefícios, não características

Característica: *Our software has automated reports.* Benefício: *Your team will save about ten hours a week on reporting.* O cliente compra o resultado.

### Cuidado com promessas

Prefira *We expect* e *typically* a *We guarantee*, a não ser que você possa cumprir. Termos como **scope**, **deliverables**, **out of scope** e **terms and conditions** evitam discussões futuras.

### Exercícios

1. Transforme três características do seu produto ou serviço em benefícios.
2. Escreva a seção *Proposed solution* de uma proposta em cinco frases.
3. Redija o parágrafo de preço e validade da proposta.
`),
    },
    {
      title: 'Conduzindo reuniões em inglês',
      body: md(`
Conduzir uma reunião em inglês exige um pequeno repertório de frases para abrir, organizar a discussão, dar a palavra, manter o foco e encerrar com decisões claras.

### Abrindo

- *Thanks for joining. Let's get started.*
- *The purpose of today's meeting is to decide on the launch date.*
- *We have three items on the agenda.*

### Conduzindo a discussão

- *Let's move on to the next item.*
- *Carlos, what's your view on this?*
- *Sorry to interrupt, but could we stay on topic?*
- *Let's park that for now and come back to it later.*

### Participando

- Concordar: *I agree with Ana on this.* / *That's a good point.*
- Discordar com educação: *I see your point, but…* / *I'm not sure that's the best option.*
- Pedir esclarecimento: *Could you elaborate on that?* / *Just to clarify, do you mean…?*

### Encerrando

- *To sum up, we've agreed to…*
- *Action items: Julia will send the budget by Friday.*
- *Let's schedule a follow-up meeting next week.*

Depois da reunião, envie as **meeting minutes** (ata), com decisões, responsáveis e prazos.

### Verbos frasais da agenda

**set up** (marcar), **call off** (cancelar), **put off** (adiar), **bring forward** (antecipar) uma reunião.

### Exercícios

1. Escreva a abertura de uma reunião de 30 minutos com três itens de pauta.
2. Discorde educadamente da proposta de adiar um lançamento.
3. Redija as minutes de uma reunião fictícia com duas decisões e dois action items.
`),
    },
    {
      title: 'Técnicas de negociação',
      body: md(`
Negociar em outro idioma aumenta a tensão, mas as técnicas são as mesmas: preparar-se, entender os interesses do outro lado e buscar acordos em que ambos ganhem. O livro *Getting to Yes*, de Fisher e Ury, é uma boa base.

### Preparação

- **BATNA** (best alternative to a negotiated agreement): o que você fará se não houver acordo. Quanto melhor a sua alternativa, mais forte a sua posição.
- **Interesses versus posições**: a posição é o que a pessoa pede (*we need a 20 % discount*); o interesse é o porquê (*our budget was cut*). Trabalhe nos interesses.

### Frases para cada momento

- Sondar: *What's most important to you in this deal?*
- Propor: *What if we offered a longer contract in exchange for a lower price?*
- Condicionar: *We could agree to that, provided that payment is made in 30 days.*
- Ganhar tempo: *Let me check with my team and get back to you.*
- Recusar com firmeza: *I'm afraid we can't go below that price.*

### Concessões

Nunca conceda sem pedir algo em troca. A estrutura *If you…, then we…* mantém o equilíbrio: *If you increase the volume, we can extend the warranty.*

### Fechando

- *So, to confirm, we've agreed on…*
- *I'll send you a written summary today.*

### Exemplo

Um fornecedor pede aumento de 10 %. Em vez de recusar, você pergunta o motivo (custo de frete), propõe pedidos trimestrais maiores e fecha com 4 % de aumento e frete consolidado.

### Exercícios

1. Defina sua BATNA para uma negociação real ou simulada.
2. Escreva três propostas condicionais com *if… then…* ou *provided that*.
3. Transforme uma posição em interesse: *We want the delivery in one week.*
`),
    },
    {
      title: 'Apresentações com impacto',
      videoUrl: 'https://www.youtube.com/watch?v=eIho2S0ZahI',
      body: md(`
Apresentar em inglês não exige sotaque perfeito, e sim **clareza**: uma mensagem principal, uma estrutura fácil de seguir e uma fala pausada. No vídeo desta aula, Julian Treasure mostra como o tom, o ritmo e o volume da voz mudam a forma como somos ouvidos.

### Estrutura com sinalização

O público precisa saber onde está. Use **signposting**:

- Abrir: *Today I'd like to talk about… I've divided my presentation into three parts.*
- Avançar: *Let's move on to… / This brings me to my next point.*
- Mostrar dados: *As you can see on this chart…*
- Concluir: *To sum up… / The key takeaway is…*
- Perguntas: *I'd be happy to take any questions.*

### Abrindo com impacto

Comece com uma pergunta, um dado surpreendente ou uma história curta: *Last year, our customers waited an average of four days for a reply. Today it takes four hours.*

### Voz e ritmo

- Fale mais devagar do que em português e faça pausas antes dos números importantes.
- Enfatize palavras-chave: *We cut costs by **thirty** percent.*
- Cuidado com a pronúncia de números: *thirteen* (13) tem a tônica no final; *thirty* (30), no início.

### Slides

Uma ideia por slide, poucos textos, gráficos simples. O slide apoia a fala, não a substitui.

### Quando não entender uma pergunta

*Sorry, could you repeat the question?* ou *If I understood correctly, you're asking about…* Reformular ganha tempo e confirma o entendimento.

### Exercícios

1. Escreva a abertura e o fechamento de uma apresentação de cinco minutos.
2. Marque nas falas os pontos de signposting entre as partes.
3. Assista ao vídeo e pratique uma frase variando ritmo e volume.
`),
    },
    {
      title: 'Preparando-se para entrevistas',
      body: md(`
Entrevistas em inglês seguem um roteiro bastante previsível. Quem prepara respostas para as perguntas mais comuns chega mais calmo e fala com mais naturalidade.

### Perguntas clássicas

- *Tell me about yourself.* — resumo profissional de um minuto: presente, passado, futuro.
- *Why do you want to work here?* — mostre que pesquisou a empresa.
- *What are your strengths and weaknesses?* — para a fraqueza, mostre o que já faz para melhorar.
- *Where do you see yourself in five years?*
- *Why are you leaving your current job?* — seja positivo sobre o empregador atual.

### Perguntas comportamentais e o método STAR

*Tell me about a time when you handled a conflict.* Responda com **STAR**:

- **Situation**: o contexto.
- **Task**: o seu desafio.
- **Action**: o que **você** fez (use *I*, não *we*).
- **Result**: o resultado, de preferência com números.

Exemplo: *Our biggest client threatened to cancel (S). I had to recover the account (T). I set up weekly calls and fixed their top three issues (A). They renewed for two more years (R).*

### Tempos verbais

Use o **simple past** para experiências concluídas (*I led a team of five*) e o **present perfect** para experiências sem data ou que continuam (*I have worked with data for six years*).

### Perguntas para o entrevistador

*What does success look like in this role?* / *What are the next steps in the process?*

### Exercícios

1. Escreva sua resposta para *Tell me about yourself* em até 120 palavras.
2. Prepare duas histórias no formato STAR.
3. Liste três perguntas que você faria ao entrevistador.
`),
    },
    {
      title: 'Falando sobre resultados e metas',
      body: md(`
Em avaliações de desempenho, reuniões de resultados e entrevistas, você precisa falar de números com precisão e de metas com convicção. Esta aula reúne o vocabulário e as estruturas para isso.

### Resultados

- *We exceeded our target by 15 %.* — superamos a meta em 15 %.
- *We fell short of our goal.* — ficamos abaixo da meta.
- *We're on track to hit our Q4 numbers.* — estamos no caminho.
- *Customer churn went down from 5 % to 3 %.*

### Metas

- *Our goal for next quarter is to increase conversion to 4 %.*
- *We aim to launch the app by March.*
- Metas **SMART**: specific, measurable, achievable, relevant, time-bound.

### Números em inglês

- Milhares com vírgula e decimais com ponto: **1,500.75** (em português, 1.500,75).
- *2.5 million* se lê *two point five million*.
- Porcentagens: *a 3-percentage-point increase* (de 3 % para 6 %) é diferente de *a 3 % increase*.

### Assumindo e delegando mérito

Em inglês corporativo, é comum reconhecer o time (*The team did an outstanding job*) e também destacar sua contribuição (*I was responsible for redesigning the onboarding*). Equilibre os dois.

### Exemplo

*In Q3 we exceeded our sales target by 8 %, mainly driven by the new partner channel. Churn remained stable at 3 %. For Q4, we aim to grow revenue by 10 % while keeping acquisition costs flat.*

### Exercícios

1. Descreva três resultados do seu último trimestre usando *exceed*, *fall short* e *remain stable*.
2. Escreva uma meta SMART em inglês para o seu próximo semestre.
3. Leia em voz alta: 1,250.50; 3.8 million; 0.5 %.
`),
    },
    {
      title: 'Revisão final e simulação de reunião',
      body: md(`
Esta aula final junta tudo o que você praticou em uma situação realista: uma reunião de quinze minutos com um cliente estrangeiro para apresentar resultados e negociar o próximo contrato.

### O cenário

Você é gerente de contas de uma empresa brasileira de software. A cliente, **Emma Clarke**, diretora de operações em Londres, quer revisar os resultados do piloto e discutir a renovação. Ela pediu um desconto de 15 %.

### Roteiro da simulação

1. **Small talk** (1 minuto): *How was your week? Is it still raining in London?*
2. **Abertura** (1 minuto): propósito e agenda em duas frases.
3. **Resultados** (4 minutos): três números do piloto com *increase by*, *on track* e comparação com a meta.
4. **Proposta** (4 minutos): benefícios do contrato anual, com valores e validade.
5. **Negociação** (4 minutos): explore o interesse por trás do desconto e faça uma proposta condicional.
6. **Encerramento** (1 minuto): resumo, action items e follow-up.

### Checklist de linguagem

- Usei *Could you…?* e *Would you mind…?* nos pedidos?
- Fiz signposting entre as partes?
- Usei *If you…, we could…* em vez de simplesmente ceder?
- Confirmei o entendimento com *Just to clarify…*?
- Encerrei com decisões, responsáveis e prazos?

### Depois da reunião

Escreva o e-mail de follow-up: agradeça, resuma as decisões, liste os próximos passos e anexe a proposta revisada.

### Exercícios

1. Faça a simulação com um colega ou grave-se fazendo os dois papéis.
2. Escreva o e-mail de follow-up da reunião.
3. Avalie-se com o checklist e escolha dois pontos para praticar na próxima semana.
`),
    },
  ],
  questionsPerAttempt: 10,
  questionBank: [
    ['Qual é a forma mais adequada de iniciar um e-mail formal em inglês?', ['Hey guys,', 'Dear Mr. Smith,', "What's up?", 'Yo Smith,'], 1, '"Dear" seguido do título e sobrenome é a saudação padrão em e-mails formais.'],
    ['O que significa "deadline"?', ['Linha de produção', 'Prazo final', 'Reunião diária', 'Orçamento'], 1, '"Deadline" é a data limite para entregar algo.'],
    ['Complete: "I look forward to ___ from you."', ['hear', 'hearing', 'heard', 'hears'], 1, 'Depois de "look forward to" usamos o verbo com -ing.'],
    ['Qual expressão significa marcar uma reunião?', ['To call off a meeting', 'To set up a meeting', 'To put off a meeting', 'To turn down a meeting'], 1, '"Set up" é organizar ou marcar; "call off" cancela e "put off" adia.'],
    ['O que significa "ROI"?', ['Return on Investment', 'Rate of Inflation', 'Risk of Interest', 'Revenue of Industry'], 0, 'ROI (retorno sobre o investimento) mede o ganho obtido em relação ao valor investido.'],
    ['Como se diz "ata de reunião" em inglês?', ['Meeting minutes', 'Meeting hours', 'Meeting notes paper', 'Meeting seconds'], 0, '"Minutes" é o registro formal do que foi discutido e decidido.'],
    ['Qual frase é mais educada para pedir algo?', ['Send me the report.', 'Could you please send me the report?', 'You must send the report.', 'Report, now.'], 1, 'Perguntas com "could you please" soam educadas e profissionais.'],
    ['O que significa "to follow up"?', ['Desistir de um assunto', 'Dar seguimento ou retomar um assunto', 'Seguir alguém na rua', 'Encerrar um contrato'], 1, '"Follow up" é retomar um contato ou tarefa para verificar o andamento.'],
    ['Qual é o significado de "stakeholder"?', ['Apenas o acionista majoritário', 'Parte interessada em um projeto ou empresa', 'Fornecedor de carne', 'Cliente inadimplente'], 1, 'Stakeholders são todos os afetados por um projeto: clientes, equipe, investidores, fornecedores.'],
    ['Como encerrar um e-mail formal?', ['Kind regards,', 'See ya,', 'Bye bye,', 'Cheers mate,'], 0, '"Kind regards" e "Best regards" são encerramentos cordiais e profissionais.'],
    ['O que significa "actually"?', ['Atualmente', 'Na verdade', 'Eventualmente', 'Atenciosamente'], 1, 'Falso cognato: "actually" é "na verdade"; "atualmente" é "currently".'],
    ['O que significa "to attend a meeting"?', ['Atender uma ligação na reunião', 'Participar de uma reunião', 'Cancelar uma reunião', 'Anotar a reunião'], 1, '"To attend" é comparecer ou participar; "atender" é "to answer" ou "to serve".'],
    ['Complete a question tag: "It\'s a great venue, ___?"', ["isn't it", "doesn't it", "wasn't it", "is it"], 0, 'A tag repete o auxiliar da frase ("is") na forma negativa: "isn\'t it?".'],
    ['O que é BATNA em uma negociação?', ['O preço máximo do fornecedor', 'A melhor alternativa caso não haja acordo', 'Uma cláusula de multa', 'O prazo de pagamento'], 1, 'Best Alternative To a Negotiated Agreement: quanto melhor ela é, mais forte a sua posição.'],
    ['No método STAR, o que vem depois de Situation e Task?', ['Answer e Result', 'Action e Result', 'Attitude e Review', 'Agenda e Report'], 1, 'Situation, Task, Action, Result: a ação que você tomou e o resultado obtido.'],
    ['Qual frase descreve uma variação de 12 % nas vendas?', ['Sales increased to 12 %.', 'Sales increased by 12 %.', 'Sales increased in 12 %.', 'Sales increased of 12 %.'], 1, '"By" indica a variação; "to" indica o novo valor alcançado.'],
    ['O que significa "We fell short of our goal"?', ['Superamos a meta', 'Ficamos abaixo da meta', 'Mudamos a meta', 'Adiamos a meta'], 1, '"Fall short of" é não alcançar algo.'],
    ['Qual expressão é um exemplo de signposting em uma apresentação?', ['This brings me to my next point.', 'I am very nervous.', 'Please turn off your phones.', 'The coffee is outside.'], 0, 'Signposting indica ao público a transição entre as partes da apresentação.'],
    ['Como se escreve "um mil e quinhentos vírgula setenta e cinco" em inglês?', ['1.500,75', '1,500.75', '1 500,75', '1500,75'], 1, 'Em inglês a vírgula separa milhares e o ponto separa decimais.'],
    ['Qual frase faz uma concessão condicionada, como recomendado?', ['OK, we accept your price.', 'If you increase the volume, we can extend the warranty.', 'We never give discounts.', 'Whatever you want.'], 1, 'A estrutura "If you…, we…" troca uma concessão por algo de valor.'],
  ],
};
