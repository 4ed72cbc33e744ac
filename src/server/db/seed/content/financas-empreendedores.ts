import { md, type CourseContent } from './types.ts';

/** Course '11': Finanças para Empreendedores. */
export const financasEmpreendedores: CourseContent = {
  lessons: [
    {
      title: 'Separando finanças pessoais e da empresa',
      body: md(`
O erro financeiro mais comum em pequenos negócios é usar a mesma conta para tudo: o cliente paga no Pix pessoal, o aluguel da loja sai do cartão da família e, no fim do mês, ninguém sabe se a empresa deu lucro. Sem essa separação, nenhum número das próximas aulas fará sentido.

### Por que separar

- Você descobre se o negócio **se sustenta sozinho** ou se está sendo financiado, sem perceber, pelo orçamento da casa.
- Fica mais fácil calcular preço, margem e impostos.
- Em uma eventual sociedade, venda ou pedido de crédito, as contas da empresa precisam estar limpas.

### Como fazer na prática

1. Abra uma **conta bancária PJ** (mesmo sendo MEI) e receba todas as vendas nela.
2. Defina um **pró-labore**: um valor fixo mensal que a empresa paga a você, como um salário. Gastos pessoais saem do pró-labore, nunca direto do caixa da empresa.
3. Se o negócio precisar de dinheiro seu, registre como **aporte** (ou empréstimo do sócio), com data e valor.
4. Guarde os comprovantes de todas as despesas da empresa.

### Exemplo

Marina vende bolos e fatura R$ 9.000 por mês. Antes, ela "pegava do caixa" conforme precisava e tinha a sensação de lucro alto. Ao fixar um pró-labore de R$ 3.000 e pagar os ingredientes e o gás pela conta PJ, descobriu que sobravam apenas R$ 600 para reinvestir, e que precisava rever seus preços.

> Lucro é o que sobra para a empresa depois de pagar tudo, inclusive você.

### Exercícios

1. Liste todos os gastos do último mês e marque quais eram da empresa e quais eram pessoais.
2. Defina um pró-labore realista para o seu negócio hoje.
3. Anote três providências para separar as contas ainda esta semana.
`),
    },
    {
      title: 'Fluxo de caixa',
      body: md(`
Uma empresa pode ser lucrativa e, mesmo assim, quebrar por falta de dinheiro no dia certo. O **fluxo de caixa** é o registro de todas as entradas e saídas de dinheiro, com suas datas, e é a ferramenta que evita essa surpresa.

### Realizado e projetado

- O **fluxo realizado** registra o que já aconteceu: cada venda recebida e cada conta paga.
- O **fluxo projetado** olha para frente: quanto vai entrar e sair nas próximas semanas, com base em vendas a prazo, boletos e contas fixas.

O que importa no caixa é a **data em que o dinheiro se move**, não a data da venda. Uma venda parcelada em três vezes no cartão entra no caixa em três meses diferentes.

### Um modelo simples

Uma planilha com cinco colunas já resolve: **data**, **descrição**, **entrada**, **saída** e **saldo**. Comece com o saldo do banco, some as entradas, subtraia as saídas e acompanhe o saldo dia a dia.

### Exemplo

Uma loja começa a semana com R$ 2.000. Na terça recebe R$ 1.500 de vendas, na quarta paga R$ 2.800 ao fornecedor e só na sexta recebe R$ 3.000 de um cliente. O saldo de quarta fica negativo em R$ 300, mesmo com a semana terminando positiva. Com o fluxo projetado, o dono negocia o pagamento do fornecedor para sexta e evita juros do cheque especial.

### Boas práticas

- Atualize o fluxo pelo menos uma vez por semana.
- Mantenha uma **reserva** equivalente a um ou dois meses de custos fixos.
- Compare o projetado com o realizado para melhorar as previsões.

### Exercícios

1. Monte o fluxo de caixa projetado das próximas quatro semanas do seu negócio.
2. Identifique a semana de menor saldo e uma ação para protegê-la.
3. Calcule quantos meses de custos fixos a sua reserva cobre hoje.
`),
    },
    {
      title: 'Capital de giro',
      body: md(`
**Capital de giro** é o dinheiro que mantém a operação funcionando entre o momento em que você paga os fornecedores e o momento em que recebe dos clientes. Ele financia estoque, contas do dia a dia e os prazos que você concede.

### O ciclo financeiro

Três prazos determinam quanto capital de giro você precisa:

- **Prazo médio de estoque**: quantos dias o produto fica parado até ser vendido.
- **Prazo médio de recebimento**: quantos dias o cliente leva para pagar.
- **Prazo médio de pagamento**: quantos dias você tem para pagar o fornecedor.

**Ciclo financeiro = estoque + recebimento − pagamento.** Quanto maior o ciclo, mais dias a empresa precisa se financiar sozinha.

### Exemplo

Uma papelaria mantém o estoque por 40 dias, vende no cartão e recebe em 30 dias, e paga os fornecedores em 28 dias. O ciclo é 40 + 30 − 28 = 42 dias. Se os custos da operação são R$ 1.000 por dia, ela precisa de cerca de R$ 42.000 de capital de giro.

### Como reduzir a necessidade

- Comprar em lotes menores e girar o estoque mais rápido.
- Negociar prazos maiores com fornecedores.
- Oferecer desconto para pagamento à vista ou no Pix.
- Antecipar recebíveis só quando o custo for menor que o benefício.

> Crescer consome capital de giro: vender mais a prazo exige mais dinheiro parado. Planeje o crescimento junto com o caixa.

### Exercícios

1. Estime os três prazos médios do seu negócio e calcule o ciclo financeiro.
2. Quanto capital de giro ele exige, considerando seus custos diários?
3. Escolha uma das medidas acima e estime quantos dias ela reduz do ciclo.
`),
    },
    {
      title: 'Custos fixos e variáveis',
      body: md(`
Para decidir preços e metas, você precisa saber como os seus custos se comportam quando as vendas sobem ou descem. A classificação mais útil é entre custos **fixos** e **variáveis**.

### Custos fixos

Não mudam com o volume vendido, pelo menos dentro de certa faixa: aluguel, salários da equipe, pró-labore, internet, contador, assinaturas de software. Vendendo 10 ou 1.000 unidades, eles estão lá.

### Custos variáveis

Acompanham cada venda: matéria-prima, embalagem, frete, comissão de vendedores, taxa da maquininha e impostos sobre o faturamento. Se não houver venda, não há custo variável.

### Por que a diferença importa

A **margem de contribuição** é o preço de venda menos os custos variáveis da unidade. É quanto cada venda "contribui" para pagar os custos fixos e, depois, formar o lucro.

Exemplo: uma camiseta é vendida por R$ 80. Tecido e estampa custam R$ 28, a taxa do cartão 4 % (R$ 3,20) e o imposto 6 % (R$ 4,80). Custos variáveis: R$ 36. Margem de contribuição: **R$ 44 por camiseta**.

### Armadilhas comuns

- Esquecer custos variáveis "pequenos", como taxas de plataforma e embalagens.
- Tratar o próprio salário como se não fosse custo.
- Confundir **custo** (ligado à produção) com **despesa** (ligada à administração e vendas): para decisões do dia a dia, o que importa é se o gasto é fixo ou variável.

### Exercícios

1. Liste todos os seus custos mensais e classifique cada um como fixo ou variável.
2. Calcule a margem de contribuição do seu produto mais vendido.
3. Qual custo variável você conseguiria reduzir negociando com fornecedores?
`),
    },
    {
      title: 'Formação de preço',
      body: md(`
Muitos empreendedores definem o preço olhando só para o concorrente ou somando "uma margem" ao custo do material. Um preço bem formado cobre todos os custos, paga os impostos e ainda deixa o lucro desejado.

### O método do markup

O **markup** é um multiplicador aplicado ao custo variável direto da unidade. Ele é calculado a partir dos percentuais que incidem sobre o preço de venda:

- impostos sobre a venda (por exemplo, 6 %);
- taxa de cartão e comissões (por exemplo, 5 %);
- custos fixos como percentual do faturamento (por exemplo, 20 %);
- lucro desejado (por exemplo, 15 %).

Soma: 46 %. **Markup = 1 ÷ (1 − 0,46) ≈ 1,85.** Se o custo direto é R$ 30, o preço sugerido é R$ 30 × 1,85 ≈ **R$ 55,50**.

### Por que não somar 46 % ao custo

Somar 46 % sobre R$ 30 dá R$ 43,80, e os percentuais incidem sobre o **preço**, não sobre o custo: a conta não fecha e o lucro desaparece.

### Olhando para o mercado

O preço calculado é o piso saudável. Depois compare com:

- quanto o cliente percebe de valor no seu produto;
- o preço dos concorrentes e o seu posicionamento;
- promoções: um desconto de 10 % pode consumir boa parte da margem.

> Se o preço de mercado está abaixo do seu piso, o problema está nos custos ou no modelo de negócio, não no cliente.

### Exercícios

1. Levante os percentuais do seu negócio e calcule o seu markup.
2. Aplique-o aos seus três principais produtos e compare com os preços atuais.
3. Simule o efeito de um desconto de 15 % sobre o lucro de uma venda.
`),
    },
    {
      title: 'Ponto de equilíbrio',
      body: md(`
O **ponto de equilíbrio** é o faturamento (ou a quantidade vendida) em que a empresa não tem lucro nem prejuízo: as receitas cobrem exatamente os custos fixos e variáveis. Abaixo dele há prejuízo; acima, lucro.

### A fórmula

Com a margem de contribuição da aula anterior:

- **Em unidades:** custos fixos ÷ margem de contribuição por unidade.
- **Em reais:** custos fixos ÷ índice de margem de contribuição (margem ÷ preço).

### Exemplo

Uma marca de camisetas tem R$ 8.800 de custos fixos por mês. Cada peça é vendida a R$ 80 com margem de contribuição de R$ 44.

- Ponto de equilíbrio: 8.800 ÷ 44 = **200 camisetas por mês**.
- Índice de margem: 44 ÷ 80 = 0,55. Em reais: 8.800 ÷ 0,55 = **R$ 16.000**.

Se a meta de lucro é R$ 4.400, basta somá-la aos custos fixos: (8.800 + 4.400) ÷ 44 = 300 camisetas.

### Margem de segurança

Se a empresa vende 260 camisetas, está 60 unidades acima do equilíbrio: uma **margem de segurança** de 23 %. Ela mostra quanto as vendas podem cair antes de dar prejuízo.

### Usos práticos

- Avaliar se vale a pena contratar alguém (mais custo fixo, ponto de equilíbrio mais alto).
- Testar o impacto de um aumento de preço ou de um novo fornecedor.
- Definir metas de vendas realistas para a equipe.

### Exercícios

1. Calcule o ponto de equilíbrio do seu negócio em unidades e em reais.
2. Quantas vendas a mais você precisaria para pagar um novo funcionário de R$ 3.000?
3. Calcule a sua margem de segurança no último mês.
`),
    },
    {
      title: 'DRE simplificada',
      body: md(`
A **DRE (Demonstração do Resultado do Exercício)** resume, em cascata, como o faturamento de um período se transforma em lucro ou prejuízo. Enquanto o fluxo de caixa olha para datas de pagamento, a DRE olha para a **competência**: as receitas e custos do mês a que pertencem.

### A estrutura

1. **Receita bruta**: tudo o que foi vendido no período.
2. (−) Impostos sobre vendas e devoluções = **Receita líquida**.
3. (−) Custos variáveis (mercadoria, comissões, taxas) = **Margem de contribuição**.
4. (−) Custos e despesas fixos = **Resultado operacional**.
5. (−) Juros, (+) rendimentos financeiros = **Resultado antes do IR**.
6. (−) Imposto de renda, quando houver = **Lucro líquido**.

### Exemplo de um mês

- Receita bruta: R$ 30.000
- Impostos (6 %): R$ 1.800 → receita líquida R$ 28.200
- Custos variáveis: R$ 12.000 → margem de contribuição R$ 16.200
- Custos fixos: R$ 11.500 → resultado operacional R$ 4.700
- Juros de empréstimo: R$ 700 → **lucro líquido R$ 4.000** (13 % da receita bruta)

### O que a DRE revela

Ela mostra **onde** o dinheiro fica pelo caminho. Margem de contribuição baixa aponta para preço ou custos variáveis; resultado operacional baixo aponta para estrutura fixa pesada; juros altos indicam dívida cara.

> Uma empresa com lucro na DRE e caixa negativo provavelmente está vendendo a prazo demais ou acumulando estoque.

### Exercícios

1. Monte a DRE do seu último mês seguindo a estrutura acima.
2. Calcule o lucro líquido como percentual da receita bruta.
3. Aponte a linha que mais pesa no resultado e uma ação para melhorá-la.
`),
    },
    {
      title: 'Indicadores financeiros',
      body: md(`
Indicadores transformam os números da DRE e do caixa em sinais fáceis de acompanhar todo mês. Poucos indicadores bem escolhidos valem mais do que um painel cheio.

### Rentabilidade

- **Margem líquida** = lucro líquido ÷ receita bruta. No exemplo da aula anterior, 4.000 ÷ 30.000 = 13 %.
- **Margem de contribuição média** = margem de contribuição ÷ receita. Mostra quanto de cada real vendido sobra para pagar os fixos.

### Liquidez

- **Liquidez corrente** = ativo circulante ÷ passivo circulante. Acima de 1, a empresa tem mais recursos de curto prazo (caixa, recebíveis, estoque) do que dívidas de curto prazo.
- **Meses de reserva** = caixa disponível ÷ custos fixos mensais.

### Eficiência e vendas

- **Ticket médio** = faturamento ÷ número de vendas.
- **Prazo médio de recebimento** e **giro de estoque**, vistos na aula de capital de giro.
- **CAC** (custo de aquisição de cliente) comparado ao lucro que cada cliente gera.

### Retorno

- **ROI** = (ganho − investimento) ÷ investimento. Uma máquina de R$ 10.000 que gera R$ 4.000 de lucro a mais por ano tem ROI de 40 % ao ano e se paga em dois anos e meio (**payback**).

### Como acompanhar

Escolha de cinco a sete indicadores, registre-os mensalmente e observe a **tendência**: uma margem que cai três meses seguidos é um alerta, mesmo que o número ainda pareça bom.

### Exercícios

1. Calcule margem líquida, ticket médio e meses de reserva do seu negócio.
2. Calcule o ROI e o payback de um investimento que você está considerando.
3. Monte um quadro com seus indicadores dos últimos três meses.
`),
    },
    {
      title: 'Planejamento financeiro anual',
      body: md(`
Com caixa, custos, preço, ponto de equilíbrio, DRE e indicadores em mãos, é hora de olhar para os próximos doze meses. O **planejamento financeiro anual** traduz objetivos do negócio em números mensais que você pode acompanhar.

### Passo a passo

1. **Defina metas**: faturamento, margem, investimentos e reserva desejada para o ano.
2. **Projete as receitas** mês a mês, considerando a sazonalidade (datas comemorativas, férias, fim de ano).
3. **Projete os custos**: variáveis proporcionais às vendas e fixos com reajustes previstos (aluguel, salários, dissídio).
4. **Monte a DRE projetada** e o **fluxo de caixa projetado** para os doze meses.
5. **Planeje investimentos** e como serão pagos: caixa próprio, financiamento ou sócios.
6. **Crie cenários**: pessimista, realista e otimista.

### Exemplo

Uma loja de presentes fatura em dezembro o triplo de um mês comum. O planejamento mostra que em outubro ela precisa comprar estoque e terá caixa negativo. A solução é negociar prazo com fornecedores e guardar parte do lucro do primeiro semestre.

### Acompanhamento

Todo mês, compare **orçado × realizado**. Diferenças grandes pedem explicação e, se preciso, revisão do plano. Um plano não é uma promessa: é uma referência para decidir mais rápido.

> Reserve uma manhã por mês para a "reunião financeira" com você mesmo ou com os sócios.

### Exercícios

1. Escreva três metas financeiras para o próximo ano.
2. Projete as receitas mês a mês, marcando os meses fortes e fracos.
3. Monte o cenário pessimista e descubra em que mês o caixa ficaria mais apertado.
`),
    },
  ],
  questionsPerAttempt: 5,
  questionBank: [
    ['O que é fluxo de caixa?', ['O registro das entradas e saídas de dinheiro da empresa, com suas datas', 'O lucro anual', 'O valor das ações', 'O estoque de produtos'], 0, 'O fluxo de caixa mostra quando o dinheiro entra e sai, evitando falta de recursos no dia a dia.'],
    ['O que é capital de giro?', ['O dinheiro para manter as operações entre pagar fornecedores e receber dos clientes', 'O valor do imóvel da empresa', 'O salário dos sócios', 'O empréstimo de longo prazo'], 0, 'Capital de giro financia estoques, contas a pagar e o prazo dado aos clientes.'],
    ['Como se calcula a margem de contribuição de um produto?', ['Preço de venda menos os custos variáveis da unidade', 'Preço de venda menos o aluguel', 'Custos fixos divididos pelas vendas', 'Lucro líquido mais impostos'], 0, 'É quanto cada venda contribui para pagar os custos fixos e formar o lucro.'],
    ['O que indica o ponto de equilíbrio?', ['O faturamento em que a empresa não tem lucro nem prejuízo', 'O maior lucro possível', 'O dia do pagamento', 'O limite do cartão'], 0, 'No ponto de equilíbrio as receitas cobrem exatamente os custos fixos e variáveis.'],
    ['Por que separar as finanças pessoais das da empresa?', ['Para ter controle real do desempenho do negócio', 'Para pagar mais impostos', 'Porque é proibido ter conta bancária', 'Para reduzir as vendas'], 0, 'Misturar contas esconde o resultado real e dificulta decisões de preço e investimento.'],
    ['Qual destes é um custo variável?', ['Aluguel da loja', 'Taxa da maquininha de cartão', 'Honorários do contador', 'Salário fixo da equipe'], 1, 'A taxa do cartão acompanha cada venda; os demais existem mesmo sem vendas.'],
    ['Custos fixos de R$ 8.800 e margem de contribuição de R$ 44 por unidade: qual é o ponto de equilíbrio?', ['100 unidades', '200 unidades', '352 unidades', '44 unidades'], 1, '8.800 ÷ 44 = 200 unidades por mês.'],
    ['Com impostos, taxas, fixos e lucro somando 46 % do preço, qual é o markup?', ['1,46', 'Cerca de 1,85', '0,54', '2,46'], 1, 'Markup = 1 ÷ (1 − 0,46) ≈ 1,85, porque os percentuais incidem sobre o preço, não sobre o custo.'],
    ['O que é o pró-labore?', ['O lucro distribuído no fim do ano', 'A remuneração fixa mensal que a empresa paga ao sócio que trabalha nela', 'Um imposto sobre a folha', 'Um empréstimo bancário'], 1, 'Com um pró-labore definido, gastos pessoais saem dele e não do caixa da empresa.'],
    ['Como se calcula o ciclo financeiro?', ['Prazo de estoque + prazo de recebimento − prazo de pagamento', 'Prazo de pagamento − prazo de recebimento', 'Receita ÷ custos fixos', 'Dias úteis do mês × vendas'], 0, 'Quanto maior o ciclo, mais dias a empresa precisa financiar a operação com capital de giro.'],
    ['Na DRE, o que se obtém ao subtrair os custos variáveis da receita líquida?', ['Lucro líquido', 'Margem de contribuição', 'Receita bruta', 'Resultado financeiro'], 1, 'A cascata da DRE passa pela margem de contribuição antes de descontar os custos fixos.'],
    ['Uma máquina de R$ 10.000 gera R$ 4.000 de lucro extra por ano. Qual é o ROI anual?', ['4 %', '40 %', '250 %', '14 %'], 1, 'ROI = ganho ÷ investimento = 4.000 ÷ 10.000 = 40 % ao ano.'],
  ],
};
