import { md, type CourseContent } from './types.ts';

/** Course '7': Empreendedorismo Digital. */
export const empreendedorismoDigital: CourseContent = {
  lessons: [
    {
      title: 'Identificando oportunidades',
      videoUrl: 'https://www.youtube.com/watch?v=CBYhVcO4WgI',
      body: md(`
Boas empresas começam por **problemas**, não por ideias de produto. Uma oportunidade existe quando um grupo de pessoas tem uma dor frequente, relevante e mal resolvida, e está disposto a pagar para resolvê-la.

### Onde procurar

- **Sua própria experiência**: problemas que você vive no trabalho ou na vida pessoal. Você entende o contexto melhor do que ninguém.
- **Processos manuais**: planilhas enormes, grupos de WhatsApp usados como sistema, retrabalho. Onde há improviso, há oportunidade.
- **Mudanças**: novas leis, tecnologias (como o Pix ou a IA generativa) e comportamentos criam problemas novos.
- **Reclamações**: avaliações ruins de produtos existentes mostram o que os clientes gostariam de ter.

### Avaliando uma oportunidade

- **Dor**: é um problema que as pessoas já tentam resolver (gastam tempo ou dinheiro)?
- **Frequência**: acontece todo dia ou uma vez por ano?
- **Mercado**: quantas pessoas ou empresas têm esse problema?
- **Vantagem**: por que você, e por que agora?

### Exemplo

Uma fisioterapeuta percebe que as clínicas pequenas perdem 20 % das consultas por faltas. Os pacientes esquecem e a secretária não consegue ligar para todos. Esse problema é frequente, custa dinheiro e é resolvido hoje com ligações manuais: uma oportunidade para lembretes automáticos com confirmação.

No vídeo desta aula, a primeira aula do curso *How to Start a Startup*, Sam Altman e Dustin Moskovitz explicam por que a ideia, o produto, o time e a execução importam, e por que a ideia deve vir de um problema real.

### Exercícios

1. Liste dez problemas que você observou na última semana.
2. Avalie os três mais promissores quanto a dor, frequência e mercado.
3. Escreva, em uma frase, o problema escolhido e quem o tem.
`),
    },
    {
      title: 'Validação com clientes',
      body: md(`
O maior risco de um novo negócio não é técnico: é construir algo que ninguém quer. **Validar** é buscar evidências de que o problema existe e de que as pessoas pagariam pela solução, **antes** de investir muito.

### Entrevistas de problema

Converse com 10 a 20 pessoas do público. Regras de ouro, do livro *The Mom Test*, de Rob Fitzpatrick:

- Fale sobre a vida delas, não sobre a sua ideia.
- Pergunte sobre o **passado concreto**, não sobre opiniões futuras: "Como você resolveu isso da última vez?" em vez de "Você usaria um app que…?".
- Fale menos, ouça mais.

Elogios ("que ideia legal!") não são evidência. Compromissos são: tempo, dados, pré-pagamento.

### Perguntas úteis

- Qual foi a última vez que isso aconteceu? O que você fez?
- Quanto isso custa para você hoje, em tempo ou dinheiro?
- O que você já tentou? Por que não funcionou?
- Quem mais na empresa sofre com isso?

### Testes de demanda

- **Página de espera**: descreva a solução e meça quantos deixam o e-mail.
- **Pré-venda**: ofereça um desconto para quem pagar antes do lançamento.
- **Concierge**: entregue o serviço manualmente para poucos clientes.

### Exemplo

A fisioterapeuta da aula anterior entrevistou 15 donos de clínica. Doze confirmaram o problema e cinco aceitaram pagar R$ 99 por mês por um piloto com lembretes enviados manualmente por ela. Evidência real, antes de escrever uma linha de código.

### Exercícios

1. Escreva um roteiro de entrevista com cinco perguntas sobre o passado.
2. Faça três entrevistas e registre o que aprendeu.
3. Desenhe um teste de demanda que custe menos de R$ 200.
`),
    },
    {
      title: 'Modelo de negócios Canvas',
      body: md(`
O **Business Model Canvas**, criado por Alexander Osterwalder, descreve em uma única página como um negócio cria, entrega e captura valor. Ele substitui planos de negócio de 50 páginas nas fases iniciais e facilita testar hipóteses.

### Os nove blocos

1. **Segmentos de clientes**: para quem criamos valor.
2. **Proposta de valor**: qual problema resolvemos e por que somos a melhor escolha.
3. **Canais**: como chegamos aos clientes.
4. **Relacionamento com clientes**: autoatendimento, atendimento dedicado, comunidade.
5. **Fontes de receita**: assinatura, venda avulsa, comissão, anúncios.
6. **Recursos-chave**: o que é indispensável (tecnologia, marca, pessoas).
7. **Atividades-chave**: o que precisamos fazer muito bem.
8. **Parcerias-chave**: fornecedores e aliados.
9. **Estrutura de custos**: os principais custos do modelo.

O lado direito (clientes, proposta, canais, relacionamento, receitas) trata do valor; o lado esquerdo, da eficiência.

### Exemplo: lembretes para clínicas

- Segmento: clínicas de fisioterapia com até 5 profissionais.
- Proposta de valor: reduzir faltas com lembretes e confirmação pelo WhatsApp.
- Canais: associações de fisioterapeutas e indicação.
- Receita: assinatura mensal de R$ 99.
- Recurso-chave: integração com o WhatsApp.
- Custos: mensagens, servidores e vendas.

### Cada bloco é uma hipótese

O Canvas não é um documento para guardar: cada post-it é uma aposta a ser testada com clientes. Quando um teste derruba uma hipótese, o Canvas muda.

### Exercícios

1. Preencha o Canvas do seu negócio em uma folha.
2. Marque as três hipóteses mais arriscadas.
3. Para cada uma, descreva um teste barato.
`),
    },
    {
      title: 'MVP: produto mínimo viável',
      body: md(`
O **MVP** (produto mínimo viável), popularizado por Eric Ries em *A Startup Enxuta*, é a versão mais simples do produto que permite **aprender com clientes reais** com o menor esforço. O objetivo do MVP é aprendizado validado, não receita nem perfeição.

### O ciclo construir–medir–aprender

1. **Construir** o mínimo para testar uma hipótese.
2. **Medir** o comportamento real dos clientes.
3. **Aprender** e decidir: perseverar ou **pivotar** (mudar um componente do modelo mantendo o aprendizado).

### Tipos de MVP

- **Vídeo ou protótipo**: o Dropbox validou interesse com um vídeo demonstrando o produto antes de construí-lo.
- **Mágico de Oz**: o cliente vê um produto automatizado, mas por trás há pessoas fazendo o trabalho.
- **Concierge**: o serviço é feito manualmente e de forma explícita para poucos clientes.
- **Produto de uma funcionalidade**: resolve só o problema principal.
- **No-code**: formulários, planilhas e automações montam um produto funcional em dias.

### O que o MVP não é

Não é um produto malfeito. Ele precisa resolver o problema principal bem o bastante para que o cliente use de verdade; do contrário, o teste não mede nada.

### Exemplo

Em vez de desenvolver um sistema, a fisioterapeuta montou o MVP com uma planilha compartilhada e uma ferramenta de automação que envia mensagens. Em um mês, as faltas das clínicas piloto caíram de 20 % para 8 %, e a hipótese principal estava validada.

### Exercícios

1. Escreva a hipótese principal que o seu MVP deve testar.
2. Escolha o tipo de MVP mais barato que a testaria.
3. Defina a métrica e o número que indicariam sucesso.
`),
    },
    {
      title: 'Estratégias de growth',
      body: md(`
**Growth** é a disciplina de encontrar, com experimentos rápidos, as alavancas que fazem um produto crescer. Ela só faz sentido depois que o produto resolve um problema real: acelerar um produto que os clientes abandonam apenas desperdiça dinheiro.

### O funil AARRR

Proposto por Dave McClure, organiza as métricas do crescimento:

- **Aquisição**: como os usuários chegam.
- **Ativação**: eles têm uma primeira experiência de valor?
- **Retenção**: eles voltam?
- **Receita**: eles pagam?
- **Referência**: eles indicam para outros?

Normalmente, o maior ganho está em **ativação e retenção**, não em trazer mais gente.

### Experimentos

1. Levante ideias (backlog de experimentos).
2. Priorize com o modelo **ICE**: impacto, confiança e facilidade, de 1 a 10 cada.
3. Rode o teste com métrica e prazo definidos.
4. Registre o resultado, mesmo quando falha.

### Alavancas comuns

- **Indicação com benefício para os dois lados**: o Dropbox dava espaço extra para quem indicava e para quem era indicado.
- **Loops de conteúdo**: o uso do produto gera conteúdo que atrai novos usuários.
- **Onboarding guiado**: levar o novo usuário ao "momento aha" o mais rápido possível.
- **Parcerias** com quem já fala com o seu público.

### Exemplo

O app de lembretes percebeu que clínicas que cadastravam a agenda no primeiro dia ficavam seis vezes mais. O time criou um onboarding que importa a agenda automaticamente, e a retenção no terceiro mês subiu de 40 % para 65 %.

### Exercícios

1. Calcule as etapas do funil AARRR do seu produto, mesmo que aproximadamente.
2. Liste cinco experimentos e priorize-os com ICE.
3. Defina o "momento aha" do seu produto.
`),
    },
    {
      title: 'Métricas de startups',
      body: md(`
Startups morrem por falta de caixa ou por falta de tração. As métricas certas mostram cedo se o modelo funciona e ajudam a conversar com investidores.

### Receita recorrente

- **MRR** (receita recorrente mensal): soma das assinaturas ativas no mês. **ARR** = MRR × 12.
- **Crescimento do MRR mês a mês**: startups em fase inicial buscam algo entre 10 % e 20 % ao mês.

### Clientes

- **Churn**: porcentagem de clientes (ou de receita) que cancela no mês. Um churn de 5 % ao mês significa perder quase metade da base em um ano.
- **CAC**: custo para conquistar um cliente.
- **LTV**: receita gerada por um cliente ao longo da vida. Com ticket de R$ 99 e churn de 5 %, a vida média é 1 ÷ 0,05 = 20 meses e o LTV ≈ R$ 1.980.
- **Payback do CAC**: em quantos meses a margem de um cliente paga o custo de adquiri-lo.

### Caixa

- **Burn rate**: quanto dinheiro a empresa queima por mês.
- **Runway**: por quantos meses o caixa dura. Com R$ 300.000 e burn de R$ 25.000, são 12 meses.

### Métrica norte

A **North Star Metric** é a métrica que melhor representa o valor entregue ao cliente, por exemplo "consultas confirmadas por semana". Ela alinha o time em torno do que importa.

### Escalabilidade

Um negócio é **escalável** quando a receita cresce muito mais rápido que os custos. Software costuma escalar bem: atender o milésimo cliente custa pouco mais que atender o centésimo.

### Exercícios

1. Calcule o MRR, o churn e o LTV do seu negócio (ou de um exemplo).
2. Calcule o runway com o caixa e o burn atuais.
3. Proponha uma North Star Metric e justifique.
`),
    },
    {
      title: 'Finanças para o primeiro ano',
      body: md(`
No primeiro ano, o empreendedor precisa de poucas ferramentas financeiras, mas precisa usá-las com disciplina. O objetivo é simples: não ficar sem dinheiro antes de o negócio se provar.

### Formalização

No Brasil, muitos negócios digitais começam como **MEI (Microempreendedor Individual)**, com CNPJ, nota fiscal e imposto fixo mensal, dentro do limite de faturamento anual da categoria. Ao crescer, a empresa migra para o **Simples Nacional** como microempresa. Um contador ajuda a escolher o enquadramento e evita surpresas.

### Três controles indispensáveis

1. **Conta PJ separada** da pessoa física.
2. **Fluxo de caixa** semanal, com projeção de pelo menos três meses.
3. **Resultado mensal**: receitas menos custos, para saber se o negócio dá lucro.

### Bootstrapping

**Bootstrapping** é crescer com recursos próprios e com a receita dos clientes, sem investidores. Vantagens: controle total e disciplina de custos. Desvantagem: crescimento mais lento. Muitos negócios digitais lucrativos nunca captaram investimento.

### Cuidados

- Custos fixos baixos até ter receita recorrente.
- Cobrar desde cedo: clientes que pagam dão feedback mais honesto.
- Reserva para imprevistos e para impostos.
- Pró-labore definido, mesmo que pequeno.

### Exemplo

O app de lembretes começou com R$ 15.000 dos sócios. Com custos de R$ 3.000 por mês, o runway era de cinco meses. No terceiro mês, 40 clínicas pagavam R$ 99: R$ 3.960 de MRR, e o negócio passou a se sustentar.

### Exercícios

1. Liste os custos mensais mínimos do seu negócio.
2. Calcule quantos clientes pagantes você precisa para cobri-los.
3. Pesquise o enquadramento tributário mais adequado ao seu caso e as dúvidas para o contador.
`),
    },
    {
      title: 'Captação de investimento',
      body: md(`
Nem toda empresa precisa de investidores. Captar faz sentido quando há uma oportunidade de crescer muito rápido e o dinheiro acelera isso. Em troca, os sócios cedem **participação** (equity) e assumem compromissos de crescimento.

### Fontes de recursos

- **Família e amigos**: pequenos valores no começo.
- **Investidores-anjo**: pessoas físicas que investem capital próprio nas fases iniciais e costumam trazer experiência e contatos.
- **Aceleradoras**: investimento menor em troca de participação, com mentoria e rede.
- **Fundos de venture capital**: investem valores maiores em empresas com tração e potencial de crescimento acelerado.
- **Fomento e editais públicos**: recursos não reembolsáveis para inovação (por exemplo, programas estaduais de apoio à pesquisa).
- **Crowdfunding de investimento**: várias pessoas investem pequenas quantias por plataformas regulamentadas pela CVM.

### As rodadas

**Pré-seed e seed** financiam a validação do produto e do mercado; **Série A** e seguintes financiam o crescimento de um modelo que já funciona.

### Conceitos essenciais

- **Valuation**: quanto a empresa vale. Pré-money é antes do aporte; pós-money, depois.
- **Diluição**: se um investidor aporta R$ 1 milhão com valuation pós-money de R$ 5 milhões, ele passa a ter 20 % e os sócios são diluídos.
- **Mútuo conversível**: empréstimo que vira participação em uma rodada futura, comum no Brasil em fases iniciais.

### Exemplo

A startup de lembretes, com R$ 40.000 de MRR crescendo 12 % ao mês, captou R$ 1,5 milhão com anjos para contratar vendas e expandir para clínicas odontológicas.

### Exercícios

1. Seu negócio precisa de investimento? Justifique com números.
2. Calcule a diluição de um aporte de R$ 500.000 com valuation pós-money de R$ 4 milhões.
3. Liste três fontes de recursos adequadas ao seu estágio.
`),
    },
    {
      title: 'Pitch para investidores',
      body: md(`
O **pitch** é a apresentação curta do negócio para investidores, parceiros ou bancas de aceleradoras. Ele precisa contar, em poucos minutos, uma história convincente baseada em evidências.

### Estrutura clássica (10 a 12 slides)

1. **Problema**: quem sofre e quanto custa.
2. **Solução**: o que você faz, em uma frase.
3. **Por que agora**: o que mudou no mercado.
4. **Mercado**: tamanho da oportunidade (TAM, SAM, SOM).
5. **Produto**: demonstração ou imagens.
6. **Tração**: números reais: clientes, MRR, crescimento, retenção.
7. **Modelo de negócio**: como ganha dinheiro, CAC e LTV.
8. **Concorrência**: alternativas e sua vantagem.
9. **Time**: por que vocês vão vencer.
10. **A proposta**: quanto estão captando e o que farão com o dinheiro.

### Versões

- **Elevator pitch**: 30 segundos. "Ajudamos clínicas pequenas a reduzir faltas de pacientes em 60 % com lembretes automáticos no WhatsApp. Já temos 120 clínicas pagantes."
- **Pitch de 3 a 5 minutos** para eventos e bancas.
- **Deck completo** para enviar por e-mail, com mais detalhes.

### Dicas

- Comece pelo problema com um caso concreto.
- Mostre números, não adjetivos: "crescemos 12 % ao mês" vale mais que "crescemos muito".
- Ensaie as perguntas difíceis: concorrência, churn, por que este time.
- Seja honesto sobre riscos: investidores valorizam quem conhece os próprios pontos fracos.

### Exercícios

1. Escreva o seu elevator pitch em até três frases.
2. Monte o roteiro dos dez slides com uma frase por slide.
3. Liste as cinco perguntas mais difíceis que um investidor faria e suas respostas.
`),
    },
  ],
  questionsPerAttempt: 10,
  questionBank: [
    ['O que é um MVP?', ['O produto final com todas as funções', 'A versão mais simples do produto que permite aprender com clientes reais', 'Um prêmio para o melhor funcionário', 'Um plano de marketing'], 1, 'O MVP entrega o mínimo necessário para testar hipóteses com pouco investimento.'],
    ['Qual ferramenta resume o modelo de negócio em nove blocos?', ['Business Model Canvas', 'Matriz BCG', 'Diagrama de Gantt', 'Fluxo de caixa'], 0, 'O Canvas organiza segmentos, proposta de valor, canais, receitas, custos e outros blocos.'],
    ['O que significa "pivotar" uma startup?', ['Fechar a empresa', 'Mudar um componente do modelo com base no que foi aprendido', 'Contratar mais pessoas', 'Abrir capital na bolsa'], 1, 'Pivotar é mudar a estratégia mantendo o aprendizado acumulado.'],
    ['O que é proposta de valor?', ['O preço do produto', 'O benefício que faz o cliente escolher sua solução', 'O salário dos sócios', 'O valor da marca na bolsa'], 1, 'A proposta de valor explica qual problema você resolve e por que melhor que as alternativas.'],
    ['O que é bootstrapping?', ['Crescer com recursos próprios e receita de clientes, sem investidores', 'Um tipo de linguagem de programação', 'Uma rodada de investimento anjo', 'Um método de contratação'], 0, 'No bootstrapping a empresa se financia com as próprias receitas e economias dos sócios.'],
    ['O que caracteriza um investidor-anjo?', ['Um banco que empresta com juros', 'Uma pessoa que investe capital próprio no início da empresa', 'Um órgão do governo', 'Um cliente que compra antecipado'], 1, 'Investidores-anjo aportam recursos e experiência nas fases iniciais, em troca de participação.'],
    ['O que é o MEI no Brasil?', ['Microempreendedor Individual, com tributação simplificada', 'Ministério da Economia e Indústria', 'Um tipo de sociedade anônima', 'Um imposto sobre importação'], 0, 'O MEI permite formalizar pequenos negócios com CNPJ e imposto fixo mensal.'],
    ['O que mede o churn?', ['A taxa de clientes que cancelam', 'O lucro líquido', 'O número de funcionários', 'O tráfego do site'], 0, 'Churn é a taxa de cancelamento; reduzi-lo é essencial em negócios de assinatura.'],
    ['O que é escalabilidade em um negócio digital?', ['Crescer a receita sem aumentar os custos na mesma proporção', 'Ter muitos andares no escritório', 'Aumentar preços todo mês', 'Contratar um funcionário por cliente'], 0, 'Negócios escaláveis atendem muito mais clientes com custo adicional pequeno.'],
    ['Qual é o objetivo de validar o problema antes de construir a solução?', ['Gastar mais no desenvolvimento', 'Garantir que existe uma dor real que os clientes querem resolver', 'Atrasar o lançamento', 'Evitar conversar com clientes'], 1, 'Validar o problema evita construir algo que ninguém quer.'],
    ['Segundo "The Mom Test", que tipo de pergunta gera evidência mais confiável em entrevistas?', ['"Você usaria um app que…?"', 'Perguntas sobre o que a pessoa fez no passado', '"Você gostou da minha ideia?"', 'Perguntas sobre o preço ideal'], 1, 'Fatos do passado mostram comportamento real; opiniões sobre o futuro são otimistas.'],
    ['Qual é a ordem do ciclo proposto por Eric Ries em A Startup Enxuta?', ['Planejar, executar, vender', 'Construir, medir, aprender', 'Medir, vender, construir', 'Captar, contratar, crescer'], 1, 'O ciclo construir–medir–aprender busca aprendizado validado com o menor esforço.'],
    ['No funil AARRR, o que representa a letra "R" de Retenção?', ['Se os usuários voltam a usar o produto', 'Quanto eles pagam', 'Se indicam para amigos', 'Como chegam ao produto'], 0, 'Retenção mede se os usuários voltam; junto com ativação, costuma ser a maior alavanca.'],
    ['O que é um MVP do tipo "Mágico de Oz"?', ['Um produto só com animações', 'O cliente vê um produto automatizado, mas pessoas fazem o trabalho por trás', 'Um produto com inteligência artificial', 'Uma apresentação de slides'], 1, 'Ele testa se o cliente valoriza o resultado antes de automatizar o processo.'],
    ['Com R$ 300.000 em caixa e burn rate de R$ 25.000 por mês, qual é o runway?', ['6 meses', '12 meses', '25 meses', '3 meses'], 1, 'Runway = caixa ÷ burn = 300.000 ÷ 25.000 = 12 meses.'],
    ['O que é MRR?', ['Margem de receita real', 'Receita recorrente mensal', 'Meta de retenção regional', 'Marketing de relacionamento'], 1, 'MRR soma as assinaturas ativas do mês; ARR é o MRR multiplicado por 12.'],
    ['Um investidor aporta R$ 1 milhão com valuation pós-money de R$ 5 milhões. Que participação ele recebe?', ['5 %', '20 %', '25 %', '50 %'], 1, 'Participação = aporte ÷ valuation pós-money = 1 ÷ 5 = 20 %.'],
    ['O que deve aparecer no slide de tração de um pitch?', ['Adjetivos sobre o produto', 'Números reais: clientes, receita, crescimento e retenção', 'A história da família dos sócios', 'A lista de concorrentes'], 1, 'Investidores querem evidências: números concretos valem mais que promessas.'],
    ['Qual é a função do modelo ICE em growth?', ['Calcular impostos', 'Priorizar experimentos por impacto, confiança e facilidade', 'Medir a satisfação do cliente', 'Definir o preço'], 1, 'O ICE dá uma nota a cada ideia para decidir quais experimentos rodar primeiro.'],
    ['O que é a North Star Metric?', ['A meta de faturamento do ano', 'A métrica que melhor representa o valor entregue ao cliente', 'O número de seguidores', 'O valuation da empresa'], 1, 'Ela alinha o time em torno do valor real entregue, como consultas confirmadas por semana.'],
  ],
};
