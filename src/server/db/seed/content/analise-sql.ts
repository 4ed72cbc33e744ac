import type { CourseExam } from './types.ts';

/** Course '10': Análise de Dados com SQL: its exam's question bank (the lessons are ./analise-sql/*.md). */
export const analiseSql: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['Qual comando SQL busca dados de uma tabela?', ['INSERT', 'SELECT', 'UPDATE', 'DELETE'], 1, 'SELECT consulta dados; os outros comandos inserem, alteram ou removem.'],
    ['Qual cláusula filtra linhas antes do agrupamento?', ['HAVING', 'WHERE', 'ORDER BY', 'LIMIT'], 1, 'WHERE filtra linhas; HAVING filtra grupos depois do GROUP BY.'],
    ['O que o INNER JOIN retorna?', ['Todas as linhas das duas tabelas', 'Apenas as linhas com correspondência nas duas tabelas', 'Apenas as linhas da tabela da esquerda', 'As linhas sem correspondência'], 1, 'INNER JOIN mantém só as combinações que satisfazem a condição de junção.'],
    ['Qual função conta o número de linhas?', ['SUM()', 'COUNT()', 'AVG()', 'MAX()'], 1, 'COUNT(*) conta linhas; SUM soma valores e AVG calcula a média.'],
    ['Para que serve o GROUP BY?', ['Ordenar o resultado', 'Agrupar linhas para aplicar funções de agregação', 'Apagar duplicados da tabela', 'Criar índices'], 1, 'GROUP BY reúne linhas com o mesmo valor para calcular totais, médias e contagens.'],
    ['O que é uma chave estrangeira?', ['Uma senha do banco de dados', 'Uma coluna que aponta para a chave primária de outra tabela', 'Uma coluna sempre nula', 'Um índice de texto'], 1, 'É assim que as tabelas se relacionam, como pedidos.cliente_id → clientes.id.'],
    ['Como encontrar clientes sem cidade informada?', ['WHERE cidade = NULL', 'WHERE cidade IS NULL', "WHERE cidade = ''", 'WHERE cidade <> NULL'], 1, 'NULL não é igual a nada; use IS NULL e IS NOT NULL.'],
    ['O que um LEFT JOIN de clientes com pedidos garante?', ['Só clientes com pedidos', 'Todos os clientes, com NULL nos dados de pedido quando não houver', 'Só pedidos sem cliente', 'Todas as combinações possíveis'], 1, 'O LEFT JOIN mantém todas as linhas da tabela da esquerda.'],
    ['Para que serve uma CTE (WITH)?', ['Criar uma tabela permanente', 'Dar nome a etapas intermediárias e deixar a consulta legível', 'Apagar dados temporários', 'Criar um usuário'], 1, 'Cada CTE funciona como uma tabela temporária que só existe durante a consulta.'],
    ['Qual função de janela acessa o valor da linha anterior?', ['LEAD', 'LAG', 'RANK', 'NTILE'], 1, 'LAG olha para a linha anterior na ordem definida; LEAD, para a seguinte.'],
    ['Qual a diferença entre RANK() e DENSE_RANK() em caso de empate?', ['Não há diferença', 'RANK salta posições após empates; DENSE_RANK não', 'DENSE_RANK ignora empates', 'RANK só funciona com números'], 1, 'Com um empate em 2º: RANK dá 1, 2, 2, 4; DENSE_RANK dá 1, 2, 2, 3.'],
    ['O que é uma coorte na análise de clientes?', ['Um cliente inativo', 'Um grupo de clientes que começou no mesmo período', 'Um tipo de JOIN', 'Um relatório de estoque'], 1, 'Acompanhar coortes mostra se a retenção melhora ou piora ao longo do tempo.'],
  ],
};
