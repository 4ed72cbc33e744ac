import { md, type CourseContent } from './types.ts';

/** Course '10': Análise de Dados com SQL. */
export const analiseSql: CourseContent = {
  lessons: [
    {
      title: 'Bancos de dados relacionais',
      videoUrl: 'https://www.youtube.com/watch?v=HXV3zeQKqGY',
      body: md(`
Quase todo sistema de empresa (vendas, estoque, financeiro, CRM) guarda seus dados em um **banco de dados relacional**. Saber consultá-lo com **SQL** dá a analistas autonomia para responder perguntas sem depender de relatórios prontos.

### Tabelas, linhas e colunas

Um banco relacional organiza os dados em **tabelas**. Cada **linha** é um registro (um cliente, um pedido) e cada **coluna** é um atributo com um tipo definido (texto, número, data).

Ao longo do curso usaremos uma loja virtual com estas tabelas:

- \`clientes\` (id, nome, cidade, uf, \`criado_em\`)
- \`produtos\` (id, nome, categoria, preco)
- \`pedidos\` (id, \`cliente_id\`, \`data_pedido\`, status)
- \`itens_pedido\` (\`pedido_id\`, \`produto_id\`, quantidade, \`preco_unitario\`)

### Chaves

- A **chave primária** identifica cada linha de forma única (\`clientes.id\`).
- A **chave estrangeira** aponta para a chave primária de outra tabela (\`pedidos.cliente_id\` → \`clientes.id\`). É assim que as tabelas se **relacionam**.

Separar os dados em tabelas relacionadas evita repetição: o nome do cliente fica em um só lugar, não copiado em cada pedido. Esse processo se chama **normalização**.

### SQL

**SQL** (Structured Query Language) é a linguagem padrão para consultar e manipular esses dados. Ela é **declarativa**: você descreve o resultado que quer, e o banco decide como buscá-lo.

~~~sql
SELECT nome, cidade
FROM clientes
WHERE uf = 'MG';
~~~

Os principais sistemas (PostgreSQL, MySQL, SQL Server, SQLite, BigQuery) seguem o padrão, com pequenas diferenças de funções. O vídeo desta aula é um curso completo e gratuito de SQL para iniciantes, ótimo para revisar.

### Exercícios

1. Desenhe as quatro tabelas da loja e ligue as chaves estrangeiras às primárias.
2. Por que não guardar o nome do cliente na tabela de pedidos?
3. Instale o SQLite ou use um editor on-line e crie a tabela clientes.
`),
    },
    {
      title: 'SELECT, WHERE e ORDER BY',
      body: md(`
Toda consulta começa com **SELECT** (quais colunas) e **FROM** (de qual tabela). A partir daí, filtramos com **WHERE** e ordenamos com **ORDER BY**.

### Selecionando colunas

~~~sql
SELECT nome, categoria, preco
FROM produtos;
~~~

\`SELECT *\` traz todas as colunas; é prático para explorar, mas em relatórios prefira listar as colunas: a consulta fica mais clara e mais rápida.

### Colunas calculadas e apelidos

~~~sql
SELECT nome,
       preco,
       preco * 0.9 AS preco_com_desconto
FROM produtos;
~~~

### Filtrando com WHERE

~~~sql
SELECT nome, preco
FROM produtos
WHERE categoria = 'Eletrônicos'
  AND preco < 500;
~~~

Operadores de comparação: **=, <>, <, >, <=, >=**. Textos ficam entre aspas simples.

### Ordenando e limitando

~~~sql
SELECT nome, preco
FROM produtos
ORDER BY preco DESC
LIMIT 10;
~~~

**ASC** (padrão) ordena do menor para o maior; **DESC**, do maior para o menor. **LIMIT** restringe o número de linhas (no SQL Server, usa-se **TOP**).

### Ordem de execução

Escrevemos SELECT primeiro, mas o banco executa **FROM → WHERE → SELECT → ORDER BY → LIMIT**. Por isso um apelido criado no SELECT pode ser usado no ORDER BY, mas não no WHERE.

### Removendo duplicados

~~~sql
SELECT DISTINCT uf FROM clientes ORDER BY uf;
~~~

### Exercícios

1. Liste os 5 produtos mais caros da categoria "Livros".
2. Mostre nome e preço com 15 % de aumento, ordenados pelo novo preço.
3. Liste as UFs distintas em que há clientes.
`),
    },
    {
      title: 'Filtrando com operadores lógicos',
      body: md(`
Perguntas reais raramente têm uma única condição. Nesta aula combinamos filtros e conhecemos operadores que deixam as consultas mais curtas e legíveis.

### AND, OR e NOT

~~~sql
SELECT nome, uf
FROM clientes
WHERE (uf = 'SP' OR uf = 'RJ')
  AND criado_em >= '2024-01-01';
~~~

O **AND** tem precedência sobre o **OR**. Use parênteses sempre que misturar os dois: sem eles, a consulta acima traria todos os clientes do SP, de qualquer data.

### IN e BETWEEN

~~~sql
SELECT nome, uf FROM clientes WHERE uf IN ('SP', 'RJ', 'MG');

SELECT id, data_pedido FROM pedidos
WHERE data_pedido BETWEEN '2024-01-01' AND '2024-03-31';
~~~

**BETWEEN** inclui os dois extremos. Com colunas de data e hora, prefira **>= início AND < dia seguinte ao fim** para não perder pedidos do último dia depois da meia-noite.

### LIKE

~~~sql
SELECT nome FROM produtos WHERE nome LIKE 'Cadeira%';   -- começa com
SELECT nome FROM clientes WHERE nome LIKE '%Silva%';    -- contém
~~~

**%** representa qualquer sequência de caracteres.

### NULL

**NULL** significa "valor desconhecido". Ele não é igual a nada, nem a outro NULL, então **= NULL** nunca funciona:

~~~sql
SELECT nome FROM clientes WHERE cidade IS NULL;
SELECT nome FROM clientes WHERE cidade IS NOT NULL;
~~~

Use **COALESCE(cidade, 'Não informada')** para substituir nulos na exibição.

### Exercícios

1. Liste os pedidos de janeiro a março de 2024 com status "entregue" ou "enviado".
2. Encontre os produtos cujo nome contém "kit" e custam entre 50 e 150.
3. Conte à mão: quantas linhas a condição **WHERE cidade = NULL** retorna? Por quê?
`),
    },
    {
      title: 'GROUP BY e funções de agregação',
      body: md(`
Análises quase sempre resumem dados: total vendido por mês, ticket médio por estado, número de clientes por cidade. As **funções de agregação** e o **GROUP BY** fazem isso.

### Funções de agregação

- \`COUNT(*)\`: número de linhas; **COUNT(coluna)** ignora nulos; **COUNT(DISTINCT coluna)** conta valores distintos.
- **SUM**, **AVG**, **MIN**, **MAX**.

~~~sql
SELECT COUNT(*) AS total_pedidos,
       COUNT(DISTINCT cliente_id) AS clientes_distintos
FROM pedidos;
~~~

### Agrupando

O **GROUP BY** reúne as linhas com o mesmo valor e aplica a agregação a cada grupo:

~~~sql
SELECT p.categoria,
       SUM(i.quantidade * i.preco_unitario) AS receita,
       SUM(i.quantidade) AS unidades
FROM itens_pedido i
JOIN produtos p ON p.id = i.produto_id
GROUP BY p.categoria
ORDER BY receita DESC;
~~~

(O JOIN será detalhado no módulo 3; aqui ele só traz a categoria do produto.)

### A regra de ouro

Toda coluna do SELECT que **não** está dentro de uma função de agregação precisa estar no **GROUP BY**. Do contrário, o banco não sabe qual valor mostrar para o grupo.

### Ticket médio por UF

~~~sql
SELECT c.uf,
       COUNT(DISTINCT pe.id) AS pedidos,
       ROUND(SUM(i.quantidade * i.preco_unitario) / COUNT(DISTINCT pe.id), 2) AS ticket_medio
FROM pedidos pe
JOIN clientes c ON c.id = pe.cliente_id
JOIN itens_pedido i ON i.pedido_id = pe.id
GROUP BY c.uf;
~~~

### Exercícios

1. Conte quantos clientes há em cada UF, do maior para o menor.
2. Calcule o preço médio, mínimo e máximo por categoria de produto.
3. Explique por que \`SELECT uf, nome, COUNT(*) FROM clientes GROUP BY uf\` dá erro.
`),
    },
    {
      title: 'HAVING e subconsultas',
      body: md(`
Depois de agrupar, muitas vezes queremos filtrar **os grupos**: categorias com receita acima de R$ 100 mil, clientes com mais de cinco pedidos. Para isso existe o **HAVING**. E quando uma pergunta depende de outra, usamos **subconsultas**.

### WHERE versus HAVING

- **WHERE** filtra **linhas**, antes do agrupamento.
- **HAVING** filtra **grupos**, depois do agrupamento, e pode usar agregações.

~~~sql
SELECT cliente_id, COUNT(*) AS pedidos
FROM pedidos
WHERE status = 'entregue'          -- filtra linhas
GROUP BY cliente_id
HAVING COUNT(*) >= 5               -- filtra grupos
ORDER BY pedidos DESC;
~~~

### Subconsulta como valor

Produtos mais caros que a média:

~~~sql
SELECT nome, preco
FROM produtos
WHERE preco > (SELECT AVG(preco) FROM produtos);
~~~

### Subconsulta com IN

Clientes que compraram algum produto da categoria "Livros":

~~~sql
SELECT nome
FROM clientes
WHERE id IN (
  SELECT pe.cliente_id
  FROM pedidos pe
  JOIN itens_pedido i ON i.pedido_id = pe.id
  JOIN produtos p ON p.id = i.produto_id
  WHERE p.categoria = 'Livros'
);
~~~

### EXISTS

Clientes que **nunca** fizeram pedido:

~~~sql
SELECT c.nome
FROM clientes c
WHERE NOT EXISTS (SELECT 1 FROM pedidos pe WHERE pe.cliente_id = c.id);
~~~

Cuidado com **NOT IN** quando a subconsulta pode retornar NULL: o resultado fica vazio. **NOT EXISTS** não tem esse problema.

### Exercícios

1. Liste as categorias com mais de 1.000 unidades vendidas.
2. Encontre os produtos que nunca foram vendidos.
3. Liste os clientes cujo total gasto é maior que a média de gasto por cliente.
`),
    },
    {
      title: 'Trabalhando com datas',
      body: md(`
Quase toda análise de negócio tem uma dimensão de tempo: vendas por mês, crescimento semana a semana, tempo entre o pedido e a entrega. As funções de data variam entre bancos; nesta aula usamos a sintaxe do **PostgreSQL** e indicamos equivalências.

### Extraindo partes de uma data

~~~sql
SELECT id,
       EXTRACT(YEAR FROM data_pedido) AS ano,
       EXTRACT(MONTH FROM data_pedido) AS mes,
       EXTRACT(DOW FROM data_pedido) AS dia_semana   -- 0 = domingo
FROM pedidos;
~~~

### Agrupando por mês

~~~sql
SELECT DATE_TRUNC('month', pe.data_pedido) AS mes,
       SUM(i.quantidade * i.preco_unitario) AS receita
FROM pedidos pe
JOIN itens_pedido i ON i.pedido_id = pe.id
GROUP BY 1
ORDER BY 1;
~~~

**DATE_TRUNC** "corta" a data no início do mês (ou semana, dia, ano). No MySQL, use **DATE_FORMAT(data_pedido, '%Y-%m')**; no SQLite, **strftime('%Y-%m', data_pedido)**.

### Intervalos e diferenças

~~~sql
-- pedidos dos últimos 30 dias
SELECT * FROM pedidos
WHERE data_pedido >= CURRENT_DATE - INTERVAL '30 days';

-- dias entre o pedido e a entrega
SELECT id, data_entrega - data_pedido AS dias_para_entregar
FROM pedidos
WHERE data_entrega IS NOT NULL;
~~~

### Fusos horários

Datas com hora podem estar em UTC. Uma venda às 22h de 31 de janeiro em São Paulo é 1º de fevereiro em UTC. Converta antes de agrupar por dia: **data_pedido AT TIME ZONE 'America/Sao_Paulo'**.

### Exercícios

1. Calcule a receita por mês de 2024.
2. Encontre o dia da semana com mais pedidos.
3. Calcule o tempo médio de entrega por UF.
`),
    },
    {
      title: 'INNER JOIN e LEFT JOIN',
      body: md(`
Os dados de uma pergunta de negócio quase nunca estão em uma só tabela. O **JOIN** combina linhas de tabelas diferentes a partir de uma condição, normalmente a igualdade entre chave estrangeira e chave primária.

### INNER JOIN

Retorna apenas as combinações que **existem nas duas tabelas**:

~~~sql
SELECT pe.id, pe.data_pedido, c.nome, c.uf
FROM pedidos pe
INNER JOIN clientes c ON c.id = pe.cliente_id;
~~~

Pedidos sem cliente correspondente (e clientes sem pedido) ficam de fora.

### LEFT JOIN

Retorna **todas as linhas da tabela da esquerda**, com os dados da direita quando houver correspondência e **NULL** quando não houver:

~~~sql
SELECT c.nome, COUNT(pe.id) AS pedidos
FROM clientes c
LEFT JOIN pedidos pe ON pe.cliente_id = c.id
GROUP BY c.nome
ORDER BY pedidos;
~~~

Clientes que nunca compraram aparecem com 0 pedidos. Repare no \`COUNT(pe.id)\`: \`COUNT(*)\` contaria 1 para eles.

### A armadilha do filtro

Uma condição sobre a tabela da direita no **WHERE** transforma o LEFT JOIN em INNER JOIN, porque elimina as linhas com NULL. Para manter todos os clientes e contar só pedidos entregues, coloque a condição no **ON**:

~~~sql
SELECT c.nome, COUNT(pe.id) AS entregues
FROM clientes c
LEFT JOIN pedidos pe ON pe.cliente_id = c.id AND pe.status = 'entregue'
GROUP BY c.nome;
~~~

### Outros joins

- **RIGHT JOIN**: o espelho do LEFT (pouco usado; inverta as tabelas).
- **FULL OUTER JOIN**: todas as linhas das duas tabelas.
- **CROSS JOIN**: todas as combinações possíveis.

### Exercícios

1. Liste os pedidos com nome e cidade do cliente.
2. Liste todos os produtos com a quantidade total vendida, incluindo os nunca vendidos (com 0).
3. Explique por que filtrar no WHERE mudou o resultado do LEFT JOIN.
`),
    },
    {
      title: 'Combinando várias tabelas',
      body: md(`
Relatórios reais encadeiam vários joins: pedido → cliente, pedido → itens → produto. Nesta aula montamos consultas com várias tabelas e vemos como evitar os erros mais comuns.

### Encadeando joins

Receita por UF e categoria:

~~~sql
SELECT c.uf,
       p.categoria,
       SUM(i.quantidade * i.preco_unitario) AS receita
FROM pedidos pe
JOIN clientes c      ON c.id = pe.cliente_id
JOIN itens_pedido i  ON i.pedido_id = pe.id
JOIN produtos p      ON p.id = i.produto_id
WHERE pe.status <> 'cancelado'
GROUP BY c.uf, p.categoria
ORDER BY c.uf, receita DESC;
~~~

Use **apelidos curtos** (pe, c, i, p) e alinhe as condições: a consulta fica fácil de revisar.

### Cuidado com a multiplicação de linhas

Quando uma tabela tem várias linhas por chave (um pedido tem vários itens), o join **multiplica** as linhas da outra. Se você somar um valor do pedido (como o frete) depois de juntar com os itens, ele será contado uma vez por item.

Solução: agregue antes de juntar.

~~~sql
SELECT pe.id, pe.frete, t.total_itens
FROM pedidos pe
JOIN (
  SELECT pedido_id, SUM(quantidade * preco_unitario) AS total_itens
  FROM itens_pedido
  GROUP BY pedido_id
) t ON t.pedido_id = pe.id;
~~~

### Verificando o resultado

- Compare \`COUNT(*)\` antes e depois de cada join.
- Confira um caso conhecido à mão (um pedido específico).
- Some o total do relatório e compare com um número de referência (o faturamento do mês).

### Self join

Uma tabela pode se juntar com ela mesma. Em uma tabela de funcionários com \`gestor_id\`, \`JOIN funcionarios g ON g.id = f.gestor_id\` traz o nome do gestor.

### Exercícios

1. Monte o relatório de receita por UF e categoria, excluindo pedidos cancelados.
2. Calcule o valor total de cada pedido (itens + frete) sem duplicar o frete.
3. Liste os 10 clientes que mais compraram da categoria "Eletrônicos".
`),
    },
    {
      title: 'CTEs e consultas legíveis',
      body: md(`
Consultas analíticas crescem rápido, e subconsultas aninhadas ficam difíceis de ler. As **CTEs** (Common Table Expressions), criadas com **WITH**, dão nome a etapas intermediárias e deixam a consulta legível de cima para baixo.

### Sintaxe

~~~sql
WITH receita_por_cliente AS (
  SELECT pe.cliente_id,
         SUM(i.quantidade * i.preco_unitario) AS total
  FROM pedidos pe
  JOIN itens_pedido i ON i.pedido_id = pe.id
  WHERE pe.status <> 'cancelado'
  GROUP BY pe.cliente_id
),
media AS (
  SELECT AVG(total) AS media_total FROM receita_por_cliente
)
SELECT c.nome, r.total
FROM receita_por_cliente r
JOIN clientes c ON c.id = r.cliente_id
CROSS JOIN media m
WHERE r.total > m.media_total
ORDER BY r.total DESC;
~~~

Cada CTE é como uma tabela temporária que só existe durante a consulta. A lógica fica em passos: primeiro a receita por cliente, depois a média, por fim os clientes acima da média.

### Boas práticas de legibilidade

- Um passo por CTE, com **nomes que descrevem o conteúdo**.
- Palavras-chave em maiúsculas e uma cláusula por linha.
- Comentários com **--** explicando regras de negócio ("pedidos cancelados não contam").
- Evite \`SELECT *\` nas etapas finais.

### CTEs recursivas

Com **WITH RECURSIVE**, uma CTE pode referenciar a si mesma, útil para hierarquias (organogramas, categorias com subcategorias) ou para gerar uma série de datas:

~~~sql
WITH RECURSIVE dias AS (
  SELECT DATE '2024-01-01' AS dia
  UNION ALL
  SELECT dia + 1 FROM dias WHERE dia < DATE '2024-01-31'
)
SELECT dia FROM dias;
~~~

Gerar todos os dias e fazer LEFT JOIN com as vendas garante que dias sem venda apareçam com zero no gráfico.

### Exercícios

1. Reescreva com CTEs uma consulta sua que tenha duas subconsultas aninhadas.
2. Liste os clientes acima da média de gasto usando duas CTEs.
3. Gere os dias de um mês e mostre as vendas diárias, com zero nos dias sem venda.
`),
    },
    {
      title: 'Funções de janela',
      body: md(`
As **funções de janela** (window functions) calculam valores sobre um conjunto de linhas relacionadas **sem agrupar** o resultado. Com elas fazemos rankings, totais acumulados, médias móveis e comparações com o período anterior.

### A sintaxe OVER

~~~sql
SELECT c.uf, c.nome, r.total,
       RANK() OVER (PARTITION BY c.uf ORDER BY r.total DESC) AS posicao_na_uf
FROM receita_por_cliente r
JOIN clientes c ON c.id = r.cliente_id;
~~~

- **PARTITION BY** divide as linhas em grupos (como o GROUP BY, mas sem juntar as linhas).
- **ORDER BY** define a ordem dentro de cada grupo.

### Rankings

- **ROW_NUMBER()**: 1, 2, 3, 4 (sem empates).
- **RANK()**: 1, 2, 2, 4 (empates com salto).
- **DENSE_RANK()**: 1, 2, 2, 3.

Para pegar o top 3 por UF, coloque a consulta em uma CTE e filtre **WHERE posicao_na_uf <= 3**: funções de janela não podem ser usadas no WHERE da mesma consulta.

### Acumulados e médias móveis

~~~sql
SELECT mes,
       receita,
       SUM(receita) OVER (ORDER BY mes) AS receita_acumulada,
       AVG(receita) OVER (ORDER BY mes ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS media_movel_3m
FROM receita_mensal;
~~~

### Comparando com o período anterior

~~~sql
SELECT mes,
       receita,
       LAG(receita) OVER (ORDER BY mes) AS mes_anterior,
       ROUND(100.0 * (receita - LAG(receita) OVER (ORDER BY mes)) / LAG(receita) OVER (ORDER BY mes), 1) AS variacao_pct
FROM receita_mensal;
~~~

**LAG** olha para a linha anterior; **LEAD**, para a seguinte.

### Exercícios

1. Liste os 3 produtos mais vendidos de cada categoria.
2. Calcule a receita acumulada no ano, mês a mês.
3. Calcule a variação percentual da receita em relação ao mês anterior.
`),
    },
    {
      title: 'Análise de coorte',
      body: md(`
Uma **coorte** é um grupo de clientes que começou no mesmo período, por exemplo, todos que fizeram a primeira compra em janeiro. A **análise de coorte** acompanha cada grupo ao longo do tempo e responde: os clientes estão voltando a comprar? A retenção está melhorando?

### Por que coortes

O número total de clientes ativos mistura clientes novos e antigos. Uma campanha de aquisição pode esconder que os clientes antigos estão indo embora. Comparar coortes mostra se os clientes de março ficam mais ou menos que os de janeiro.

### Passo 1: a coorte de cada cliente

~~~sql
WITH primeira_compra AS (
  SELECT cliente_id, DATE_TRUNC('month', MIN(data_pedido)) AS coorte
  FROM pedidos
  GROUP BY cliente_id
),
~~~

### Passo 2: a atividade mês a mês

~~~sql
atividade AS (
  SELECT DISTINCT pe.cliente_id,
         f.coorte,
         (EXTRACT(YEAR FROM pe.data_pedido) - EXTRACT(YEAR FROM f.coorte)) * 12
           + EXTRACT(MONTH FROM pe.data_pedido) - EXTRACT(MONTH FROM f.coorte) AS mes_relativo
  FROM pedidos pe
  JOIN primeira_compra f ON f.cliente_id = pe.cliente_id
)
~~~

### Passo 3: a tabela de retenção

~~~sql
SELECT coorte,
       mes_relativo,
       COUNT(*) AS clientes_ativos,
       ROUND(100.0 * COUNT(*) / FIRST_VALUE(COUNT(*)) OVER (PARTITION BY coorte ORDER BY mes_relativo), 1) AS retencao_pct
FROM atividade
GROUP BY coorte, mes_relativo
ORDER BY coorte, mes_relativo;
~~~

O mês relativo 0 é sempre 100 %. Nos meses seguintes, a porcentagem mostra quantos clientes da coorte voltaram a comprar.

### Lendo o resultado

Organize a saída como uma matriz: coortes nas linhas, meses relativos nas colunas. Leia **na horizontal** para ver a curva de retenção de uma coorte e **na vertical** para comparar coortes no mesmo mês de vida.

### Exercícios

1. Monte a tabela de retenção mensal dos clientes de 2024.
2. Compare a retenção no mês 3 das coortes de janeiro e de junho.
3. Adapte a análise para medir receita por coorte em vez de clientes ativos.
`),
    },
    {
      title: 'Projeto final: painel de vendas',
      body: md(`
No projeto final você vai escrever as consultas que alimentam um **painel de vendas** para a diretoria da loja virtual, usando tudo o que viu no curso.

### Os indicadores do painel

1. **Receita, pedidos e ticket médio** do mês atual, comparados ao mês anterior (CTEs + LAG).
2. **Receita mensal dos últimos 12 meses** com média móvel de 3 meses (\`DATE_TRUNC\` + funções de janela).
3. **Top 10 produtos** do mês por receita, com participação percentual no total.
4. **Receita por UF** e por categoria (joins + GROUP BY).
5. **Novos clientes versus recorrentes** no mês (primeira compra por cliente).
6. **Retenção por coorte** dos últimos seis meses.
7. **Clientes em risco**: compraram 3 vezes ou mais, mas não compram há mais de 90 dias.

### Exemplo: participação dos produtos

~~~sql
WITH vendas_mes AS (
  SELECT p.nome, SUM(i.quantidade * i.preco_unitario) AS receita
  FROM pedidos pe
  JOIN itens_pedido i ON i.pedido_id = pe.id
  JOIN produtos p ON p.id = i.produto_id
  WHERE pe.status <> 'cancelado'
    AND pe.data_pedido >= DATE_TRUNC('month', CURRENT_DATE)
  GROUP BY p.nome
)
SELECT nome,
       receita,
       ROUND(100.0 * receita / SUM(receita) OVER (), 1) AS participacao_pct
FROM vendas_mes
ORDER BY receita DESC
LIMIT 10;
~~~

**SUM(receita) OVER ()**, com a janela vazia, soma todas as linhas: é o total do mês em cada linha.

### Entrega

- Um arquivo **.sql** com uma consulta por indicador, comentada.
- Uma verificação de cada número contra uma fonte de referência.
- Um painel em uma ferramenta de BI (Metabase, Looker Studio ou Power BI) ou gráficos em planilha.
- Uma página com três conclusões para a diretoria.

### Exercícios

1. Escreva as sete consultas do painel.
2. Valide a receita do mês contra o total do sistema financeiro.
3. Escreva as três conclusões mais importantes que o painel revela.
`),
    },
  ],
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
