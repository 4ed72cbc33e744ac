import type { CourseExam } from './types.ts';

/** Course '11': Finanças para Empreendedores: its exam's question bank (the lessons are ./financas-empreendedores/*.md). */
export const financasEmpreendedores: CourseExam = {
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
