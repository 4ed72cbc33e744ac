import { md, type CourseContent } from './types.ts';

/** Course '1': Introdução à Inteligência Artificial. */
export const introducaoIa: CourseContent = {
  lessons: [
    {
      title: 'O que é Inteligência Artificial',
      body: md(`
**Inteligência Artificial (IA)** é a área da computação que cria sistemas capazes de realizar tarefas que, quando feitas por pessoas, exigem inteligência: reconhecer imagens, entender e produzir linguagem, tomar decisões, planejar e aprender com a experiência.

### Programar regras versus aprender com dados

Na programação tradicional, uma pessoa escreve as regras: "se o e-mail contém a palavra X, mova para o spam". Isso funciona para problemas simples, mas quebra quando as regras são muitas ou difíceis de descrever. Como você escreveria as regras para reconhecer um gato em uma foto?

Grande parte da IA moderna inverte a lógica: em vez de regras, damos **exemplos** (milhares de fotos rotuladas como "gato" ou "não gato") e um algoritmo **aprende** os padrões. Esse é o campo do **aprendizado de máquina**, que veremos no módulo 2.

### IA no seu dia a dia

- Recomendações de filmes e músicas nos aplicativos de streaming.
- Filtros de spam e detecção de fraude no cartão de crédito.
- Tradução automática e legendas geradas em vídeos.
- Assistentes de voz e chatbots.
- Rotas no aplicativo de mapas, que preveem o trânsito.

### O que a IA não é

IA não é mágica nem consciência. Os sistemas atuais são muito bons em tarefas específicas e podem errar de formas que uma pessoa não erraria, por exemplo com muita confiança em uma resposta inventada. Entender como funcionam é o primeiro passo para usá-los bem.

### Exercícios

1. Liste cinco serviços que você usou hoje e que provavelmente usam IA.
2. Para um deles, descreva que dados o sistema precisaria para aprender.
3. Pense em uma tarefa do seu trabalho que seria difícil de descrever com regras fixas.
`),
    },
    {
      title: 'Breve história da IA',
      body: md(`
A IA tem mais de 70 anos de história, feita de ondas de entusiasmo e períodos de desilusão. Conhecer essa trajetória ajuda a separar o que é novo do que é repetição de promessas antigas.

### Os primeiros passos (1950–1970)

- **1950**: Alan Turing publica *Computing Machinery and Intelligence* e propõe o **Teste de Turing**: se um avaliador, conversando por texto, não distingue a máquina de um humano, a máquina se comporta de forma inteligente.
- **1956**: na conferência de **Dartmouth**, John McCarthy e colegas cunham o termo "inteligência artificial".
- **1958**: Frank Rosenblatt cria o **perceptron**, um modelo de neurônio artificial.

### Invernos e sistemas especialistas (1970–1990)

As promessas foram maiores que os resultados, e o financiamento secou: foram os **invernos da IA**. Nos anos 1980, os **sistemas especialistas**, baseados em regras escritas por especialistas humanos, tiveram sucesso comercial, mas eram caros de manter.

### A virada dos dados (1990–2010)

- **1997**: o Deep Blue, da IBM, vence o campeão mundial de xadrez Garry Kasparov.
- Com a internet, surgem grandes volumes de dados e o aprendizado de máquina estatístico ganha força.

### A era do deep learning (2012–hoje)

- **2012**: uma rede neural profunda (AlexNet) vence com folga a competição ImageNet de reconhecimento de imagens, impulsionada por GPUs.
- **2016**: o AlphaGo vence Lee Sedol no Go.
- **2017**: o artigo *Attention Is All You Need* apresenta o **Transformer**.
- **2022**: o ChatGPT populariza os grandes modelos de linguagem.

### Exercícios

1. Monte uma linha do tempo com cinco marcos que você considera mais importantes.
2. Por que os dados e o poder de processamento foram decisivos a partir de 2012?
3. Compare uma promessa dos anos 1960 com a situação atual da IA.
`),
    },
    {
      title: 'IA fraca, IA forte e IA generativa',
      videoUrl: 'https://www.youtube.com/watch?v=zjkBMFhNj_g',
      body: md(`
Nem toda IA é igual. Três termos aparecem o tempo todo nas notícias e vale a pena usá-los com precisão.

### IA fraca (estreita)

É a IA especializada em **uma tarefa** ou em um conjunto limitado de tarefas: reconhecer rostos, recomendar produtos, jogar xadrez, transcrever áudio. Toda IA em uso hoje é, em algum grau, estreita: um sistema excelente em diagnóstico por imagem não sabe dirigir um carro.

### IA forte (geral)

A **IA geral** (AGI) seria um sistema com capacidade de aprender e raciocinar em qualquer domínio, como uma pessoa. Ela ainda não existe, e não há consenso sobre quando, ou se, existirá. Desconfie de produtos que prometem "pensar como um humano".

### IA generativa

A **IA generativa** cria conteúdo novo: texto, imagens, áudio, código. Ela aprende a distribuição dos dados de treinamento e gera exemplos plausíveis. Os **grandes modelos de linguagem** (LLMs), como os que estão por trás dos chatbots, são treinados para prever a próxima palavra (mais precisamente, o próximo *token*) em enormes volumes de texto. Dessa tarefa simples emergem habilidades como resumir, traduzir e responder perguntas.

No vídeo desta aula, Andrej Karpathy explica de forma acessível como um LLM é treinado e por que ele às vezes "alucina": o modelo produz o texto mais provável, não necessariamente o verdadeiro.

### Usando IA generativa com responsabilidade

- Verifique fatos, números e citações.
- Não envie dados pessoais ou confidenciais a serviços sem política clara.
- Seja específico no pedido (*prompt*): contexto, formato e exemplos melhoram a resposta.

### Exercícios

1. Classifique como IA estreita ou generativa: filtro de spam, gerador de imagens, tradutor, recomendador.
2. Peça a um chatbot um resumo de um texto que você conhece bem e avalie os erros.
3. Reescreva um pedido vago em um prompt com contexto, formato e exemplo.
`),
    },
    {
      title: 'Como as máquinas aprendem',
      body: md(`
"Aprender", para uma máquina, significa **ajustar os parâmetros de um modelo** para que ele erre cada vez menos em uma tarefa, a partir de exemplos. Vamos ver os ingredientes desse processo.

### Os ingredientes

- **Dados**: exemplos da tarefa. Cada exemplo tem **atributos** (features), como área, bairro e número de quartos de um imóvel.
- **Modelo**: uma função com parâmetros ajustáveis, por exemplo preço = a × área + b.
- **Função de perda**: mede o quanto o modelo erra. Para preços, a média dos erros ao quadrado.
- **Otimização**: um procedimento que muda os parâmetros para reduzir a perda.

### O ciclo de treinamento

1. O modelo faz previsões para os exemplos.
2. A função de perda compara as previsões com as respostas corretas.
3. O otimizador ajusta os parâmetros na direção que diminui o erro.
4. Repete-se até o erro parar de cair.

### Um exemplo em Python

~~~python
from sklearn.linear_model import LinearRegression

areas = [[50], [70], [90], [120]]          # metros quadrados
precos = [300_000, 410_000, 520_000, 690_000]

modelo = LinearRegression()
modelo.fit(areas, precos)                  # aprende a e b
print(modelo.predict([[100]]))             # cerca de 577 mil
~~~

O método **fit** é o aprendizado: ele encontra os parâmetros que melhor explicam os exemplos.

### Generalização

O objetivo não é acertar os exemplos já vistos, e sim **acertar exemplos novos**. Um modelo que decora o treino e erra dados novos sofre de **overfitting**. Por isso sempre separamos dados para teste.

### Exercícios

1. Identifique dados, modelo e perda em um problema de previsão de vendas.
2. Explique com suas palavras por que decorar o treino é um problema.
3. Se tiver Python instalado, rode o exemplo e preveja o preço de 60 m².
`),
    },
    {
      title: 'Aprendizado supervisionado e não supervisionado',
      body: md(`
Os problemas de aprendizado de máquina se dividem conforme o tipo de dado e de resposta disponível. As duas famílias mais comuns são o aprendizado **supervisionado** e o **não supervisionado**.

### Aprendizado supervisionado

Os exemplos vêm com a **resposta correta** (o rótulo). O modelo aprende a mapear atributos em respostas.

- **Classificação**: a resposta é uma categoria. Ex.: e-mail é spam ou não; transação é fraude ou não; qual doença aparece em um exame.
- **Regressão**: a resposta é um número. Ex.: preço de um imóvel; demanda de amanhã; tempo de entrega.

O custo está nos rótulos: alguém precisa marcar milhares de e-mails ou imagens.

### Aprendizado não supervisionado

Não há rótulos. O algoritmo busca **estruturas** nos dados.

- **Agrupamento (clustering)**: encontrar grupos de clientes com comportamento parecido, por exemplo com o algoritmo **k-means**.
- **Redução de dimensionalidade**: resumir muitos atributos em poucos, para visualizar ou acelerar outros modelos.
- **Detecção de anomalias**: encontrar o que foge do padrão.

### Outras abordagens

- **Aprendizado por reforço**: um agente aprende por tentativa e erro, recebendo recompensas. Foi usado no AlphaGo e em robótica.
- **Autossupervisionado**: o próprio dado gera o rótulo, como prever a próxima palavra de um texto. É assim que os LLMs são pré-treinados.

### Exemplo

Um varejista usa agrupamento para descobrir quatro perfis de clientes (não supervisionado) e, depois, treina um classificador para prever quais clientes de cada perfil devem cancelar (supervisionado).

### Exercícios

1. Classifique: prever a nota de um aluno; agrupar notícias por assunto; detectar fraudes sem exemplos rotulados.
2. Para um problema supervisionado do seu trabalho, diga de onde viriam os rótulos.
3. Dê um exemplo de aprendizado por reforço fora dos jogos.
`),
    },
    {
      title: 'Avaliando modelos',
      body: md(`
Um modelo só é útil se soubermos **quão bem ele funciona em dados novos**. Avaliar corretamente é tão importante quanto treinar.

### Treino, validação e teste

- **Treino**: dados usados para ajustar o modelo.
- **Validação**: dados usados para comparar versões e escolher configurações.
- **Teste**: dados guardados até o fim, usados uma única vez para estimar o desempenho real.

Avaliar no próprio treino é como corrigir a prova com o gabarito que o aluno decorou.

### Métricas de classificação

Imagine um detector de fraude avaliado em 1.000 transações, das quais 20 são fraudes. Ele aponta 25 como fraude e acerta 15.

- **Acurácia**: acertos totais ÷ total. Pode enganar: um modelo que diz "nunca é fraude" tem 98 % de acurácia e é inútil.
- **Precisão**: dos apontados como fraude, quantos eram? 15 ÷ 25 = 60 %.
- **Revocação (recall)**: das fraudes reais, quantas foram encontradas? 15 ÷ 20 = 75 %.
- A **matriz de confusão** mostra verdadeiros e falsos positivos e negativos.

### Métricas de regressão

- **MAE**: erro absoluto médio, na unidade do problema ("erramos, em média, R$ 12 mil").
- **MSE/RMSE**: penalizam mais os erros grandes.

### Overfitting e underfitting

- **Underfitting**: o modelo é simples demais e erra no treino e no teste.
- **Overfitting**: vai muito bem no treino e mal no teste.

### Exercícios

1. Calcule precisão e revocação de um filtro que marcou 50 e-mails como spam, acertou 40, e havia 80 spams.
2. Em um diagnóstico médico, o que é mais grave: baixa precisão ou baixa revocação? Por quê?
3. Explique por que o conjunto de teste deve ser usado só no fim.
`),
    },
    {
      title: 'O neurônio artificial',
      videoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk',
      body: md(`
As redes neurais, base do deep learning, são formadas por unidades simples chamadas **neurônios artificiais**, inspiradas de forma bem livre nos neurônios biológicos.

### Como um neurônio calcula

Um neurônio recebe várias entradas numéricas, multiplica cada uma por um **peso**, soma tudo com um **viés** (bias) e passa o resultado por uma **função de ativação**:

saída = ativação(w1·x1 + w2·x2 + … + b)

Os pesos dizem a importância de cada entrada; o viés desloca o limiar de decisão.

### Um exemplo intuitivo

Decidir se vale a pena ir a um show: x1 = o ingresso é barato, x2 = amigos vão, x3 = vai chover. Com pesos 2, 3 e −4 e viés −2, o neurônio "dispara" quando a soma for positiva. Amigos indo e ingresso barato: 2 + 3 − 2 = 3, vai. Só o ingresso barato: 2 − 2 = 0, não vai.

### Em código

~~~python
import numpy as np

def neuronio(x, w, b):
    z = np.dot(w, x) + b
    return 1 / (1 + np.exp(-z))   # ativação sigmoide, entre 0 e 1

print(neuronio(np.array([1, 1, 0]), np.array([2, 3, -4]), -2))  # cerca de 0,95
~~~

### Funções de ativação

- **Sigmoide**: comprime a saída entre 0 e 1.
- **ReLU**: devolve 0 para negativos e o próprio valor para positivos; é a mais usada em camadas ocultas.

Sem ativação não linear, empilhar neurônios equivaleria a uma única função linear.

### Camadas

Neurônios organizados em camadas formam uma **rede**: a saída de uma camada é a entrada da próxima. O vídeo desta aula, do canal 3Blue1Brown, mostra visualmente como uma rede reconhece dígitos escritos à mão.

### Exercícios

1. Calcule a saída do neurônio do show para "vai chover" e "amigos vão".
2. Por que precisamos de funções de ativação não lineares?
3. Assista ao vídeo e explique o papel dos pesos com suas palavras.
`),
    },
    {
      title: 'Redes profundas na prática',
      body: md(`
Uma rede é **profunda** quando tem várias camadas ocultas entre a entrada e a saída. Cada camada aprende representações mais abstratas: em imagens, as primeiras detectam bordas, as seguintes formas e as últimas objetos inteiros.

### Como uma rede aprende

1. **Forward pass**: os dados atravessam a rede e geram uma previsão.
2. A **função de perda** mede o erro.
3. **Backpropagation**: usando a regra da cadeia do cálculo, calcula-se quanto cada peso contribuiu para o erro (o gradiente).
4. **Gradiente descendente**: cada peso é ajustado um pouco na direção que reduz o erro.

Isso se repete por muitas **épocas** (passagens completas pelos dados), em **lotes** (batches) de exemplos.

### Exemplo com Keras

~~~python
from tensorflow import keras

modelo = keras.Sequential([
    keras.layers.Input(shape=(784,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(10, activation="softmax"),
])
modelo.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
# modelo.fit(x_treino, y_treino, epochs=5, validation_split=0.1)
~~~

A rede recebe imagens de 28 × 28 pixels achatadas (784 valores) e devolve a probabilidade de cada um dos 10 dígitos.

### O que torna o deep learning possível

- **Dados** em grande quantidade.
- **GPUs**, que fazem milhares de multiplicações em paralelo.
- Técnicas como ReLU, dropout e bons otimizadores (Adam).

### Limitações

Redes profundas precisam de muitos dados, consomem energia e são difíceis de interpretar. Para tabelas pequenas, modelos mais simples muitas vezes vencem.

### Exercícios

1. Descreva com suas palavras o que acontece em uma época de treinamento.
2. Quantos parâmetros tem a primeira camada do exemplo (pesos + vieses)?
3. Cite um problema do seu trabalho em que um modelo simples seria preferível.
`),
    },
    {
      title: 'Visão computacional e linguagem natural',
      body: md(`
Duas das áreas em que a IA mais avançou são a **visão computacional** (entender imagens e vídeos) e o **processamento de linguagem natural** (PLN, entender e gerar texto).

### Visão computacional

Tarefas principais:

- **Classificação**: o que há na imagem? ("raio-X com pneumonia")
- **Detecção de objetos**: onde estão os objetos? (caixas em torno de carros e pedestres)
- **Segmentação**: a que objeto pertence cada pixel?
- **Reconhecimento óptico de caracteres (OCR)**: ler texto em fotos e documentos.

As **redes convolucionais (CNNs)** dominaram a área por usarem filtros que detectam padrões locais, como bordas e texturas, em qualquer posição da imagem. Hoje, Transformers de visão também são muito usados.

Aplicações: leitura de placas, controle de qualidade na indústria, apoio a diagnósticos, contagem de estoque por foto.

### Processamento de linguagem natural

Tarefas principais:

- **Classificação de texto**: sentimento de avaliações, triagem de chamados.
- **Extração de informações**: nomes, datas e valores em contratos.
- **Tradução**, **resumo** e **resposta a perguntas**.
- **Geração de texto**, com os grandes modelos de linguagem.

Os textos são divididos em **tokens** e convertidos em vetores numéricos (**embeddings**), em que palavras de sentido parecido ficam próximas. A arquitetura **Transformer**, com seu mecanismo de atenção, permite que o modelo relacione cada palavra com todas as outras da frase.

### Exemplo

Uma operadora de saúde usa OCR para ler pedidos médicos escaneados e PLN para extrair o procedimento e o código do médico, reduzindo a digitação manual.

### Exercícios

1. Classifique cada tarefa como visão ou PLN: ler notas fiscais, analisar avaliações, contar pessoas em uma fila.
2. Proponha uma aplicação de visão computacional para um pequeno comércio.
3. Explique o que são embeddings com um exemplo de palavras próximas.
`),
    },
    {
      title: 'Casos de uso em empresas',
      body: md(`
IA gera valor quando resolve um problema de negócio concreto e mensurável, não quando é adotada por moda. Nesta aula vemos casos típicos e um roteiro para avaliar oportunidades.

### Casos frequentes por área

- **Atendimento**: chatbots para dúvidas frequentes, triagem e resumo de conversas para o atendente humano.
- **Vendas e marketing**: previsão de churn, recomendação de produtos, pontuação de leads.
- **Finanças**: detecção de fraude, análise de crédito, conciliação de documentos.
- **Operações**: previsão de demanda, otimização de estoque e rotas, manutenção preditiva de máquinas.
- **RH**: triagem de currículos (com muito cuidado com vieses) e análise de clima.
- **Jurídico**: busca e extração de cláusulas em contratos.

### Como avaliar uma oportunidade

1. **Problema**: qual decisão ou tarefa será melhorada? Qual o custo atual?
2. **Dados**: existem dados históricos suficientes, de qualidade e com permissão de uso?
3. **Métrica de sucesso**: como saberemos que funcionou? (ex.: reduzir fraudes em 30 % sem aumentar bloqueios indevidos)
4. **Integração**: onde a previsão entra no processo e quem age sobre ela?
5. **Riscos**: erros, vieses, privacidade, dependência de fornecedores.

### Exemplo

Uma distribuidora de bebidas previa a demanda por planilhas e perdia vendas por falta de estoque no verão. Um modelo de previsão com dados de vendas, clima e feriados reduziu as rupturas em 25 %. O ganho veio também do processo: o comprador passou a revisar a previsão toda segunda-feira.

### Comprar ou construir

Para problemas comuns (transcrição, OCR, chatbots), serviços prontos costumam bastar. Modelos próprios fazem sentido quando os dados e o problema são diferenciais do negócio.

### Exercícios

1. Escolha um processo da sua empresa e avalie-o com o roteiro de cinco perguntas.
2. Defina a métrica de sucesso e o valor de referência atual.
3. Decida entre comprar ou construir e justifique.
`),
    },
    {
      title: 'Ética, vieses e regulação',
      body: md(`
Sistemas de IA tomam ou influenciam decisões sobre pessoas: crédito, emprego, saúde, segurança. Por isso, além de funcionar, eles precisam ser **justos, transparentes e seguros**.

### De onde vêm os vieses

Um modelo aprende os padrões dos dados, inclusive os injustos. Exemplos:

- Um sistema de triagem de currículos treinado com contratações passadas de uma área majoritariamente masculina passou a penalizar currículos com termos associados a mulheres.
- Sistemas de reconhecimento facial tiveram taxas de erro muito maiores para mulheres negras do que para homens brancos, como mostrou a pesquisa *Gender Shades*, de Joy Buolamwini e Timnit Gebru.

O viés pode estar na coleta (grupos sub-representados), nos rótulos (decisões humanas enviesadas) ou no uso (aplicar o modelo a uma população diferente).

### Boas práticas

- Avaliar o desempenho **separadamente por grupo**.
- Documentar dados e modelos (origem, limitações, uso pretendido).
- Manter **supervisão humana** em decisões de alto impacto.
- Permitir contestação e explicar os principais fatores de uma decisão.
- Proteger a privacidade: minimizar e anonimizar dados.

### Regulação

- No Brasil, a **LGPD** (Lei 13.709/2018) garante ao titular o direito de solicitar a revisão de decisões tomadas unicamente com base em tratamento automatizado de dados pessoais (art. 20).
- Há projetos de lei específicos para IA em discussão no Congresso.
- Na União Europeia, o **AI Act** classifica sistemas por nível de risco e impõe obrigações maiores aos de alto risco.

### Exercícios

1. Escolha um sistema de IA que decide algo sobre pessoas e liste possíveis fontes de viés.
2. Proponha como avaliar o desempenho desse sistema por grupo.
3. Explique o direito previsto no artigo 20 da LGPD com um exemplo.
`),
    },
    {
      title: 'Projeto final: planejando uma solução com IA',
      body: md(`
Neste projeto você vai planejar, do problema à implantação, uma solução de IA para um caso real ou inspirado no seu trabalho. Não é preciso programar: o objetivo é tomar boas decisões com o que aprendeu no curso.

### Entregáveis

1. **Problema e valor**: descreva o processo atual, quem é afetado e quanto custa o problema (tempo, dinheiro, qualidade).
2. **Tipo de tarefa**: classificação, regressão, agrupamento, visão, linguagem ou geração? Supervisionado ou não?
3. **Dados**: quais dados existem, de onde vêm, quantos exemplos, como serão rotulados e quais cuidados de privacidade (LGPD) são necessários.
4. **Métrica**: a métrica técnica (por exemplo, revocação) e a métrica de negócio (por exemplo, redução de perdas), com a meta.
5. **Abordagem**: solução pronta de mercado, modelo de IA generativa com bons prompts ou modelo próprio? Justifique.
6. **Integração ao processo**: quem recebe a previsão, o que faz com ela e o que acontece quando o modelo erra.
7. **Riscos e ética**: vieses possíveis, impacto de erros, supervisão humana e transparência.
8. **Piloto**: como testar em pequena escala e por quanto tempo.

### Exemplo resumido

*Problema*: a central de atendimento de uma escola leva dois dias para responder e-mails. *Tarefa*: classificar e-mails por assunto e sugerir respostas (PLN). *Dados*: 30 mil e-mails históricos com a categoria registrada. *Métrica*: 90 % de acerto na categoria e tempo de resposta abaixo de 4 horas. *Integração*: o atendente revisa a sugestão antes de enviar. *Riscos*: dados pessoais de alunos; acesso restrito e anonimização no treino. *Piloto*: um mês com a categoria "matrícula".

### Critérios de avaliação

Clareza do problema, coerência entre tarefa, dados e métrica, e maturidade na análise de riscos.

### Exercícios

1. Preencha os oito entregáveis para o seu caso.
2. Apresente o plano para um colega e anote as objeções.
3. Revise o plano respondendo a cada objeção.
`),
    },
  ],
  questionsPerAttempt: 5,
  questionBank: [
    ['O que é Inteligência Artificial?', ['Um tipo de hardware de alto desempenho', 'A área que cria sistemas capazes de realizar tarefas que exigem inteligência humana', 'Uma linguagem de programação', 'Um banco de dados distribuído'], 1, 'IA é o campo da computação dedicado a sistemas que percebem, aprendem, raciocinam e decidem.'],
    ['Qual destes é um exemplo de aprendizado supervisionado?', ['Agrupar clientes sem rótulos', 'Classificar e-mails como spam a partir de exemplos rotulados', 'Um robô aprendendo por tentativa e erro', 'Compactar arquivos'], 1, 'No aprendizado supervisionado o modelo aprende com exemplos que já trazem a resposta correta.'],
    ['O que o Teste de Turing avalia?', ['A velocidade de um processador', 'Se uma máquina consegue se passar por um humano em uma conversa', 'A segurança de uma rede', 'A precisão de um sensor'], 1, 'Proposto por Alan Turing em 1950, o teste verifica se um avaliador distingue a máquina de um humano.'],
    ['Qual termo descreve uma IA especializada em uma única tarefa?', ['IA geral', 'Superinteligência', 'IA estreita (fraca)', 'IA simbólica universal'], 2, 'A IA estreita resolve tarefas específicas, como reconhecer imagens; é a IA que usamos hoje.'],
    ['Qual destes é um risco ético importante no uso de IA?', ['Vieses nos dados de treinamento', 'Excesso de memória RAM', 'Uso de teclados sem fio', 'Monitores de alta resolução'], 0, 'Dados enviesados produzem decisões enviesadas; por isso é preciso avaliar o modelo por grupo.'],
    ['Um grande modelo de linguagem é pré-treinado para fazer o quê?', ['Buscar respostas em um banco de dados de fatos', 'Prever o próximo token de um texto', 'Traduzir apenas do inglês', 'Classificar imagens'], 1, 'Da tarefa de prever o próximo token emergem habilidades como resumir e responder perguntas.'],
    ['Em que ano e evento o termo "inteligência artificial" foi cunhado?', ['1950, no artigo de Turing', '1956, na conferência de Dartmouth', '1997, na vitória do Deep Blue', '2012, na competição ImageNet'], 1, 'John McCarthy e colegas usaram o termo na proposta da conferência de Dartmouth, em 1956.'],
    ['O que calcula um neurônio artificial antes da função de ativação?', ['A média das saídas da rede', 'A soma das entradas multiplicadas pelos pesos, mais o viés', 'O maior valor de entrada', 'O número de camadas'], 1, 'Soma ponderada mais viés; depois a ativação (como a ReLU) produz a saída.'],
    ['Um detector apontou 25 fraudes e acertou 15. Qual é a precisão?', ['15 %', '60 %', '75 %', '40 %'], 1, 'Precisão = acertos entre os apontados = 15 ÷ 25 = 60 %.'],
    ['Por que a acurácia pode enganar em problemas com classes raras, como fraude?', ['Porque é difícil de calcular', 'Porque um modelo que nunca aponta a classe rara ainda tem acurácia alta', 'Porque só vale para regressão', 'Porque depende da GPU'], 1, 'Com 2 % de fraudes, dizer sempre "não é fraude" dá 98 % de acurácia e não serve para nada.'],
    ['Que técnica calcula quanto cada peso de uma rede contribuiu para o erro?', ['Dropout', 'Backpropagation', 'K-means', 'OCR'], 1, 'A retropropagação aplica a regra da cadeia para obter o gradiente de cada peso.'],
    ['O que a LGPD garante sobre decisões tomadas apenas por sistemas automatizados?', ['Nada, a lei não trata do tema', 'O direito do titular de solicitar a revisão dessas decisões', 'A proibição de qualquer uso de IA', 'A obrigação de publicar o código-fonte'], 1, 'O artigo 20 da LGPD prevê o direito de revisão de decisões automatizadas que afetem os interesses do titular.'],
  ],
};
