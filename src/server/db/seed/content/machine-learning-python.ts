import { md, type CourseContent } from './types.ts';

/** Course '2': Machine Learning com Python. */
export const machineLearningPython: CourseContent = {
  lessons: [
    {
      title: 'Python para ciência de dados',
      body: md(`
Python se tornou a linguagem padrão da ciência de dados por três motivos: sintaxe simples, um ecossistema enorme de bibliotecas (NumPy, Pandas, scikit-learn, PyTorch) e uma comunidade que publica exemplos para quase tudo. Nesta aula preparamos o ambiente e revisamos o essencial da linguagem.

### Preparando o ambiente

Recomendamos criar um **ambiente virtual** por projeto, para isolar as versões das bibliotecas:

~~~bash
python3 -m venv .venv
source .venv/bin/activate        # no Windows: .venv\\Scripts\\activate
pip install numpy pandas matplotlib scikit-learn jupyterlab
jupyter lab
~~~

O **Jupyter** permite executar o código em células e ver tabelas e gráficos logo abaixo, ideal para explorar dados.

### O essencial da linguagem

~~~python
vendas = [120.5, 98.0, 143.2]          # lista
cliente = {"nome": "Ana", "uf": "SP"}  # dicionário

total = sum(vendas)
media = total / len(vendas)
print(f"Média: {media:.2f}")

acima = [v for v in vendas if v > media]   # list comprehension

def desconto(valor, taxa=0.1):
    return valor * (1 - taxa)
~~~

### Por que não só Python puro

Laços em listas Python são lentos para milhões de números. As bibliotecas científicas executam as operações em código compilado, e é por isso que usaremos **NumPy** e **Pandas** na próxima aula.

### Exercícios

1. Crie um ambiente virtual e instale as bibliotecas acima.
2. Escreva uma função que receba uma lista de preços e devolva o maior, o menor e a média.
3. Use uma list comprehension para aplicar 15 % de desconto a todos os preços.
`),
    },
    {
      title: 'NumPy e Pandas essenciais',
      body: md(`
**NumPy** traz arrays numéricos rápidos; **Pandas** traz o **DataFrame**, uma tabela com colunas nomeadas, ideal para dados do mundo real. Quase todo projeto de machine learning começa carregando e limpando dados com Pandas.

### NumPy em 30 segundos

~~~python
import numpy as np

precos = np.array([10.0, 12.5, 9.9])
print(precos * 1.1)        # operação vetorizada: sem laço
print(precos.mean(), precos.std())
~~~

### Carregando e explorando um DataFrame

~~~python
import pandas as pd

df = pd.read_csv("vendas.csv", parse_dates=["data"])
df.head()          # primeiras linhas
df.info()          # tipos e valores ausentes
df.describe()      # estatísticas das colunas numéricas
~~~

### Selecionar, filtrar e criar colunas

~~~python
sp = df[df["uf"] == "SP"]
df["receita"] = df["quantidade"] * df["preco"]
df.loc[df["receita"] > 1000, ["cliente", "receita"]]
~~~

### Agrupar e tratar ausentes

~~~python
por_uf = df.groupby("uf")["receita"].agg(["sum", "mean", "count"])
df["desconto"] = df["desconto"].fillna(0)
df = df.dropna(subset=["cliente"])
~~~

### Cuidados

- Verifique os **tipos**: números lidos como texto quebram cálculos.
- Valores ausentes precisam de decisão consciente: remover, preencher com zero, com a média ou com uma categoria "desconhecido".
- Evite laços sobre linhas (\`for\` com \`iterrows\`): prefira operações vetorizadas.

### Exercícios

1. Carregue um CSV público (por exemplo, dados abertos do seu município) e explore-o com \`head\`, \`info\` e \`describe\`.
2. Crie uma coluna calculada e filtre as 10 linhas com maior valor.
3. Agrupe por uma categoria e calcule soma e média.
`),
    },
    {
      title: 'Visualização com Matplotlib',
      body: md(`
Antes de treinar qualquer modelo, **olhe para os dados**. Gráficos revelam distribuições, relações, outliers e erros que tabelas escondem. O **Matplotlib** é a base da visualização em Python, e o Pandas o usa por trás.

### Gráficos essenciais

~~~python
import matplotlib.pyplot as plt

fig, axes = plt.subplots(1, 3, figsize=(15, 4))

df["receita"].hist(bins=30, ax=axes[0])
axes[0].set_title("Distribuição da receita")

axes[1].scatter(df["area"], df["preco"], alpha=0.5)
axes[1].set_xlabel("Área (m²)")
axes[1].set_ylabel("Preço (R$)")

df.groupby("mes")["receita"].sum().plot(ax=axes[2], marker="o")
axes[2].set_title("Receita por mês")

plt.tight_layout()
plt.show()
~~~

### Que gráfico usar

- **Histograma**: distribuição de uma variável numérica (assimetria, outliers).
- **Dispersão (scatter)**: relação entre duas variáveis numéricas.
- **Linha**: evolução no tempo.
- **Barras**: comparação entre categorias.
- **Boxplot**: comparar distribuições entre grupos.

### Boas práticas

- Títulos e eixos com unidades.
- Comece o eixo das barras no zero.
- Poucas cores, com significado.
- Um gráfico, uma mensagem.

### Exemplo de descoberta

Ao plotar preço contra área de imóveis, um analista viu alguns pontos com área de 5.000 m² e preço baixo. Eram erros de digitação (50,00 virou 5000). Sem o gráfico, eles distorceriam o modelo.

### Exercícios

1. Faça um histograma e um boxplot de uma variável numérica do seu conjunto de dados.
2. Faça um gráfico de dispersão entre duas variáveis e descreva a relação.
3. Encontre um outlier e decida, justificando, o que fazer com ele.
`),
    },
    {
      title: 'Regressão linear',
      body: md(`
A **regressão linear** prevê um valor numérico como uma combinação linear dos atributos: ŷ = b + w1·x1 + w2·x2 + … Ela é simples, rápida, interpretável e um ótimo ponto de partida para qualquer problema de regressão.

### Como os coeficientes são encontrados

O método dos **mínimos quadrados** escolhe os pesos que minimizam a soma dos erros ao quadrado entre previsões e valores reais. O **MSE** (erro quadrático médio) é essa soma dividida pelo número de exemplos.

### Na prática com scikit-learn

~~~python
from sklearn.model_selection import train_test_split
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_absolute_error, r2_score

X = df[["area", "quartos", "idade"]]
y = df["preco"]
X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.2, random_state=42)

modelo = LinearRegression().fit(X_tr, y_tr)
pred = modelo.predict(X_te)
print("MAE:", mean_absolute_error(y_te, pred))
print("R²:", r2_score(y_te, pred))
print(dict(zip(X.columns, modelo.coef_)))
~~~

### Interpretando

Um coeficiente de 4.800 para **area** significa que, mantidos os outros atributos, cada metro quadrado a mais soma cerca de R$ 4.800 ao preço previsto. O **R²** indica a fração da variação explicada pelo modelo (1 é perfeito).

### Limitações

- Supõe relação linear: relações curvas exigem transformar atributos (logaritmo, termos ao quadrado).
- É sensível a outliers.
- Atributos muito correlacionados tornam os coeficientes instáveis. A **regularização** (Ridge, Lasso) ajuda.

### Exercícios

1. Treine uma regressão linear em um conjunto de dados de imóveis e relate MAE e R² no teste.
2. Interprete dois coeficientes em linguagem de negócio.
3. Compare com Ridge (\`from sklearn.linear_model import Ridge\`) e comente a diferença.
`),
    },
    {
      title: 'Regressão logística',
      body: md(`
Apesar do nome, a **regressão logística** é um modelo de **classificação**. Ela calcula uma combinação linear dos atributos e a passa pela função **sigmoide**, que transforma qualquer número em uma probabilidade entre 0 e 1.

### A ideia

p(churn) = 1 ÷ (1 + e^−(b + w1·x1 + …))

Se p ≥ 0,5, prevemos a classe positiva. O **limiar** pode ser ajustado: para pegar mais fraudes, baixe o limiar e aceite mais alarmes falsos.

### Exemplo

~~~python
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import classification_report, confusion_matrix

modelo = LogisticRegression(max_iter=1000).fit(X_tr, y_tr)
proba = modelo.predict_proba(X_te)[:, 1]
pred = (proba >= 0.4).astype(int)       # limiar ajustado

print(confusion_matrix(y_te, pred))
print(classification_report(y_te, pred))
~~~

### Métricas de classificação

- **Matriz de confusão**: verdadeiros/falsos positivos e negativos.
- **Precisão**: dos previstos positivos, quantos eram?
- **Revocação**: dos positivos reais, quantos encontramos?
- **F1**: média harmônica de precisão e revocação.
- **AUC-ROC**: capacidade de ordenar positivos acima de negativos, independente do limiar.

### Interpretação

Os coeficientes atuam no **log das chances**. Um coeficiente positivo para "chamados ao suporte no mês" indica que mais chamados aumentam a chance de churn. Para comparar coeficientes, padronize os atributos antes.

### Classes desbalanceadas

Quando a classe positiva é rara, use \`class_weight="balanced"\`, escolha métricas como revocação e F1 em vez de acurácia e ajuste o limiar conforme o custo de cada erro.

### Exercícios

1. Treine uma regressão logística para um problema binário e mostre a matriz de confusão.
2. Compare precisão e revocação com limiares 0,3, 0,5 e 0,7.
3. Explique qual limiar escolheria para detectar fraudes e por quê.
`),
    },
    {
      title: 'Árvores de decisão e florestas aleatórias',
      videoUrl: 'https://www.youtube.com/watch?v=J4Wdy0Wc_xQ',
      body: md(`
Uma **árvore de decisão** faz perguntas sucessivas sobre os atributos ("o contrato é mensal?", "o cliente abriu mais de 3 chamados?") até chegar a uma previsão. É fácil de explicar e captura relações não lineares e interações sem preparação dos dados.

### Como a árvore escolhe as perguntas

Em cada nó, o algoritmo testa divisões possíveis e escolhe a que deixa os grupos mais **puros** (mais homogêneos na resposta), medindo pela **impureza de Gini** ou pela **entropia**.

### O problema: overfitting

Sem limites, a árvore cresce até decorar o treino. Controlamos com \`max_depth\`, \`min_samples_leaf\` e poda.

### Florestas aleatórias

Uma **random forest** treina centenas de árvores, cada uma com:

- uma amostra dos dados sorteada com reposição (**bagging**);
- um subconjunto aleatório de atributos em cada divisão.

A previsão final é a votação (classificação) ou a média (regressão). Árvores diferentes erram de formas diferentes, e a média cancela boa parte dos erros. O vídeo desta aula, do StatQuest, mostra o processo passo a passo.

~~~python
from sklearn.ensemble import RandomForestClassifier

floresta = RandomForestClassifier(n_estimators=300, min_samples_leaf=5, random_state=42, n_jobs=-1)
floresta.fit(X_tr, y_tr)
print(floresta.score(X_te, y_te))

importancias = sorted(zip(floresta.feature_importances_, X.columns), reverse=True)
print(importancias[:5])
~~~

### Quando usar

Florestas (e o **gradient boosting**, como XGBoost e LightGBM) costumam ser os melhores modelos para **dados tabulares**. A importância dos atributos ajuda a explicar o modelo, com cautela: ela favorece atributos com muitos valores distintos.

### Exercícios

1. Treine uma árvore com \`max_depth\` 3 e desenhe-a com \`sklearn.tree.plot_tree\`.
2. Compare a árvore sem limite de profundidade com a floresta no conjunto de teste.
3. Liste os cinco atributos mais importantes e discuta se fazem sentido.
`),
    },
    {
      title: 'Máquinas de vetores de suporte',
      body: md(`
As **máquinas de vetores de suporte (SVM)** procuram a fronteira que separa as classes com a **maior margem** possível, ou seja, a linha (ou hiperplano) mais distante dos pontos mais próximos de cada classe. Esses pontos críticos são os **vetores de suporte**.

### Margem suave

Dados reais raramente são separáveis perfeitamente. O parâmetro **C** controla o equilíbrio: C alto tenta classificar todo o treino corretamente (risco de overfitting); C baixo aceita alguns erros em troca de uma margem maior e mais robusta.

### O truque do kernel

Quando as classes não se separam com uma reta, o **kernel** projeta os dados implicitamente em um espaço de mais dimensões, onde uma separação linear existe. Os mais comuns:

- **linear**: para muitos atributos, como texto.
- **RBF (gaussiano)**: fronteiras curvas; o parâmetro **gamma** controla o quanto cada ponto influencia a vizinhança.

### Exemplo

~~~python
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

svm = make_pipeline(StandardScaler(), SVC(kernel="rbf", C=1.0, gamma="scale"))
svm.fit(X_tr, y_tr)
print(svm.score(X_te, y_te))
~~~

A **padronização** (StandardScaler) é obrigatória: a SVM usa distâncias, e um atributo em reais dominaria outro em porcentagem.

### Quando usar

SVMs funcionam bem em conjuntos pequenos e médios com muitos atributos (como textos e dados genéticos). Em milhões de linhas, o treinamento fica lento, e florestas ou redes neurais costumam ser preferíveis.

### Exercícios

1. Treine SVMs com kernels linear e RBF no mesmo conjunto e compare.
2. Teste C = 0,1, 1 e 10 e observe o efeito no treino e no teste.
3. Remova o StandardScaler e explique o que aconteceu com o desempenho.
`),
    },
    {
      title: 'Agrupamento com k-means',
      videoUrl: 'https://www.youtube.com/watch?v=4b5d3muPQmA',
      body: md(`
O **k-means** é o algoritmo de agrupamento mais usado. Ele divide os dados em **k** grupos, de forma que cada ponto fique no grupo cujo centro (**centróide**) está mais próximo. Não há rótulos: é aprendizado não supervisionado.

### O algoritmo

1. Escolha k centróides iniciais.
2. Atribua cada ponto ao centróide mais próximo.
3. Recalcule cada centróide como a média dos pontos do grupo.
4. Repita 2 e 3 até os grupos pararem de mudar.

### Em Python

~~~python
from sklearn.cluster import KMeans
from sklearn.preprocessing import StandardScaler

atributos = df[["recencia_dias", "frequencia", "valor_total"]]
X = StandardScaler().fit_transform(atributos)

inercias = [KMeans(n_clusters=k, n_init=10, random_state=42).fit(X).inertia_ for k in range(2, 9)]
modelo = KMeans(n_clusters=4, n_init=10, random_state=42).fit(X)
df["segmento"] = modelo.labels_
print(df.groupby("segmento")[atributos.columns].mean())
~~~

### Escolhendo k

- **Método do cotovelo**: plote a inércia (soma das distâncias ao centróide) para vários k e procure o ponto em que a queda desacelera.
- **Silhueta**: mede o quanto cada ponto está mais próximo do seu grupo do que do vizinho.
- **Utilidade**: quatro segmentos que o marketing consegue usar valem mais que nove estatisticamente ótimos.

### Limitações

- Supõe grupos aproximadamente esféricos e de tamanhos parecidos.
- É sensível à escala (padronize!) e a outliers.
- O resultado depende da inicialização; \`n_init\` roda várias vezes e fica com a melhor.

### Exercícios

1. Segmente clientes por recência, frequência e valor (RFM) com k-means.
2. Use o método do cotovelo para escolher k.
3. Dê um nome de negócio a cada segmento a partir das médias.
`),
    },
    {
      title: 'Redução de dimensionalidade com PCA',
      body: md(`
Conjuntos com dezenas ou centenas de atributos são difíceis de visualizar e podem deixar modelos lentos ou instáveis. A **análise de componentes principais (PCA)** cria novos eixos, os **componentes principais**, que resumem a maior parte da variação dos dados em poucas dimensões.

### A intuição

O primeiro componente é a direção em que os dados mais variam; o segundo é a direção de maior variação restante, perpendicular ao primeiro; e assim por diante. Se os atributos são correlacionados (altura e peso, por exemplo), poucos componentes capturam quase tudo.

### Em Python

~~~python
from sklearn.decomposition import PCA
from sklearn.preprocessing import StandardScaler

X = StandardScaler().fit_transform(df[colunas_numericas])
pca = PCA(n_components=0.95)          # componentes para 95 % da variância
X_reduzido = pca.fit_transform(X)

print(pca.n_components_)
print(pca.explained_variance_ratio_.round(3))
~~~

### Usos

- **Visualização**: projetar dados em 2 componentes e colorir por grupo ou classe.
- **Compressão e velocidade**: treinar modelos com menos atributos.
- **Remover ruído** e multicolinearidade.

### Cuidados

- Padronize os atributos antes; caso contrário, os de maior escala dominam.
- Os componentes são combinações de atributos e perdem a interpretação direta. Examine os **loadings** (\`pca.components_\`) para entender cada componente.
- Ajuste o PCA **só no treino** e aplique a transformação no teste, para não vazar informação.

### Exercícios

1. Aplique PCA a um conjunto com pelo menos 10 atributos numéricos e veja quantos componentes explicam 90 %.
2. Plote os dois primeiros componentes coloridos por uma categoria.
3. Interprete o primeiro componente a partir dos loadings.
`),
    },
    {
      title: 'Detecção de anomalias',
      body: md(`
**Anomalias** são observações que fogem do padrão: uma transação de cartão incomum, um sensor com leitura estranha, um pico de acessos ao servidor. Detectá-las é útil em fraude, manutenção, segurança e qualidade de dados.

### Abordagens

- **Estatística simples**: valores a mais de 3 desvios-padrão da média, ou fora do intervalo interquartil (regra do boxplot). Funciona bem em uma variável.
- **Isolation Forest**: árvores aleatórias isolam pontos; anomalias são isoladas com poucas divisões, porque estão longe dos demais.
- **Local Outlier Factor (LOF)**: compara a densidade de cada ponto com a dos vizinhos.
- **Supervisionado**: quando há exemplos rotulados de fraude suficientes, um classificador costuma ser melhor.

### Exemplo com Isolation Forest

~~~python
from sklearn.ensemble import IsolationForest

X = df[["valor", "hora", "distancia_km", "compras_24h"]]
detector = IsolationForest(contamination=0.01, random_state=42).fit(X)
df["anomalia"] = detector.predict(X) == -1
print(df[df["anomalia"]].head())
~~~

O parâmetro **contamination** é a fração esperada de anomalias; ele define o limiar.

### Avaliação

Sem rótulos, a avaliação é difícil. Boas práticas:

- Revisar manualmente uma amostra dos pontos apontados com especialistas.
- Acompanhar quantos alertas viram casos confirmados (precisão dos alertas).
- Rotular os casos revisados e, com o tempo, migrar para um modelo supervisionado.

### Exercícios

1. Use a regra do intervalo interquartil para encontrar outliers em uma coluna.
2. Aplique Isolation Forest a um conjunto com quatro atributos e revise os 10 pontos mais anômalos.
3. Proponha um fluxo de revisão humana para os alertas.
`),
    },
    {
      title: 'Validação cruzada e ajuste de hiperparâmetros',
      videoUrl: 'https://www.youtube.com/watch?v=fSytzGwwBVw',
      body: md(`
Uma única divisão treino/teste pode dar sorte ou azar. A **validação cruzada** estima o desempenho de forma mais estável e permite escolher **hiperparâmetros** (configurações que não são aprendidas, como a profundidade da árvore) sem tocar no conjunto de teste.

### k-fold

1. Divida o treino em k partes (folds), por exemplo 5.
2. Treine em 4 partes e avalie na quinta.
3. Repita até cada parte ter sido a de validação.
4. Use a média (e o desvio) das 5 notas.

Em classificação desbalanceada, use **StratifiedKFold**, que mantém a proporção de classes em cada parte. Em séries temporais, use **TimeSeriesSplit**: nunca treine com o futuro para prever o passado.

~~~python
from sklearn.model_selection import cross_val_score, GridSearchCV
from sklearn.ensemble import RandomForestClassifier

notas = cross_val_score(RandomForestClassifier(random_state=42), X_tr, y_tr, cv=5, scoring="f1")
print(notas.mean(), notas.std())

grade = {"n_estimators": [200, 400], "max_depth": [None, 8, 16], "min_samples_leaf": [1, 5]}
busca = GridSearchCV(RandomForestClassifier(random_state=42), grade, cv=5, scoring="f1", n_jobs=-1)
busca.fit(X_tr, y_tr)
print(busca.best_params_, busca.best_score_)
print("Teste:", busca.score(X_te, y_te))
~~~

### Busca em grade ou aleatória

O **GridSearchCV** testa todas as combinações; o **RandomizedSearchCV** sorteia combinações e costuma achar boas configurações com muito menos tempo quando há muitos hiperparâmetros.

### O teste continua sagrado

O conjunto de teste só é usado **uma vez**, depois de escolhido o modelo. Caso contrário, a nota final fica otimista.

### Exercícios

1. Compare a nota de uma única divisão com a média de uma validação cruzada de 5 folds.
2. Faça uma busca em grade com dois hiperparâmetros de uma árvore de decisão.
3. Explique por que usar TimeSeriesSplit em dados de vendas diárias.
`),
    },
    {
      title: 'Pipelines com scikit-learn',
      body: md(`
Em projetos reais, o modelo é apenas a última etapa: antes vêm imputar ausentes, padronizar números, codificar categorias. Um **Pipeline** encadeia todas essas etapas em um único objeto, que é treinado, avaliado e salvo de uma vez.

### Por que pipelines

- **Evitam vazamento de dados**: as transformações são ajustadas só nos dados de treino de cada fold da validação cruzada.
- **Reprodutibilidade**: a mesma sequência é aplicada no treino e na produção.
- **Busca de hiperparâmetros** em todas as etapas ao mesmo tempo.

### Exemplo completo

~~~python
from sklearn.compose import ColumnTransformer
from sklearn.pipeline import Pipeline
from sklearn.impute import SimpleImputer
from sklearn.preprocessing import StandardScaler, OneHotEncoder
from sklearn.linear_model import LogisticRegression

numericas = ["idade", "mensalidade", "chamados_mes"]
categoricas = ["plano", "uf", "forma_pagamento"]

preparo = ColumnTransformer([
    ("num", Pipeline([("imputa", SimpleImputer(strategy="median")), ("escala", StandardScaler())]), numericas),
    ("cat", OneHotEncoder(handle_unknown="ignore"), categoricas),
])

modelo = Pipeline([("preparo", preparo), ("clf", LogisticRegression(max_iter=1000))])
modelo.fit(X_tr, y_tr)
print(modelo.score(X_te, y_te))
~~~

### Ajustando hiperparâmetros do pipeline

Use o nome da etapa com dois sublinhados: \`{"clf__C": [0.1, 1, 10]}\` no GridSearchCV.

### Salvando

~~~python
import joblib
joblib.dump(modelo, "modelo_churn.joblib")
~~~

O arquivo contém o pré-processamento e o modelo: na produção basta carregar e chamar \`predict\` com os dados brutos.

### Exercícios

1. Monte um pipeline com imputação, padronização, one-hot e uma floresta aleatória.
2. Rode uma validação cruzada com o pipeline inteiro.
3. Salve o pipeline e carregue-o em outro script para prever um exemplo novo.
`),
    },
    {
      title: 'Publicando um modelo como API',
      body: md(`
Um modelo só gera valor quando outros sistemas conseguem usá-lo. A forma mais comum é publicá-lo como uma **API HTTP**: o sistema envia os dados de um cliente e recebe a previsão em JSON.

### Uma API com FastAPI

~~~python
# app.py
import joblib
import pandas as pd
from fastapi import FastAPI
from pydantic import BaseModel

modelo = joblib.load("modelo_churn.joblib")
app = FastAPI(title="API de churn")

class Cliente(BaseModel):
    idade: int
    mensalidade: float
    chamados_mes: int
    plano: str
    uf: str
    forma_pagamento: str

@app.post("/prever")
def prever(cliente: Cliente):
    dados = pd.DataFrame([cliente.model_dump()])
    proba = float(modelo.predict_proba(dados)[0, 1])
    return {"probabilidade_churn": round(proba, 3), "risco_alto": proba >= 0.4}
~~~

Execute com \`uvicorn app:app --reload\` e abra \`/docs\` para testar pela documentação gerada automaticamente.

### Empacotando com Docker

~~~dockerfile
FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY app.py modelo_churn.joblib ./
CMD ["uvicorn", "app:app", "--host", "0.0.0.0", "--port", "8000"]
~~~

Fixe as versões no **requirements.txt**: um modelo salvo com uma versão do scikit-learn pode não carregar em outra.

### Em produção

- **Validação** das entradas (o Pydantic já recusa tipos errados).
- **Logs** de entradas e previsões para auditoria.
- **Monitoramento** de desempenho e de **drift**: a distribuição dos dados muda com o tempo e o modelo envelhece.
- **Versionamento** do modelo e plano de retreino.

### Exercícios

1. Publique o pipeline da aula anterior com FastAPI e teste pelo \`/docs\`.
2. Escreva um Dockerfile e rode a API em um contêiner.
3. Liste três sinais que indicariam a necessidade de retreinar o modelo.
`),
    },
    {
      title: 'Projeto final: previsão de churn',
      body: md(`
Neste projeto você vai construir, de ponta a ponta, um modelo que prevê quais clientes de um serviço de assinatura vão cancelar (**churn**) nos próximos 30 dias, para que o time de retenção aja antes.

### Os dados

Use um conjunto público de churn de telecomunicações (há versões conhecidas no Kaggle) ou dados anonimizados da sua empresa. Atributos típicos: tempo de contrato, plano, mensalidade, forma de pagamento, chamados ao suporte e uso do serviço. O alvo é **cancelou: sim/não**.

### Etapas

1. **Entendimento**: qual a taxa de churn? Quanto custa perder um cliente? Quanto custa uma ação de retenção?
2. **Exploração**: gráficos do churn por plano, tempo de casa e forma de pagamento.
3. **Preparação**: pipeline com imputação, padronização e one-hot.
4. **Modelagem**: compare regressão logística, floresta aleatória e gradient boosting com validação cruzada estratificada.
5. **Métrica**: escolha revocação, F1 ou AUC e justifique. Ajuste o limiar pelo custo: se reter custa R$ 50 e um cliente perdido custa R$ 600, vale aceitar muitos falsos positivos.
6. **Interpretação**: principais fatores do churn (importâncias, coeficientes).
7. **Entrega**: API de previsão e um relatório de uma página para a diretoria.

### Exemplo de conclusão

*O modelo encontra 78 % dos clientes que cancelarão, contatando 25 % da base. Contratos mensais, pagamento por boleto e mais de dois chamados no mês são os maiores sinais de risco. Estimamos reduzir o churn de 5 % para 3,8 % ao mês.*

### Critérios de avaliação

Correção técnica (sem vazamento de dados, teste usado uma vez), clareza da métrica escolhida e utilidade para o negócio.

### Exercícios

1. Complete as sete etapas e publique o notebook.
2. Calcule o ganho financeiro esperado com o limiar escolhido.
3. Escreva o relatório de uma página para a diretoria.
`),
    },
  ],
  questionsPerAttempt: 5,
  questionBank: [
    ['Qual biblioteca Python é mais usada para algoritmos clássicos de Machine Learning?', ['Flask', 'scikit-learn', 'Requests', 'Pygame'], 1, 'O scikit-learn reúne algoritmos de classificação, regressão, agrupamento e ferramentas de avaliação.'],
    ['Para que serve dividir os dados em treino e teste?', ['Para acelerar o treinamento', 'Para avaliar o modelo em dados que ele não viu', 'Para reduzir o tamanho do arquivo', 'Para remover valores nulos'], 1, 'Avaliar em dados não vistos mostra se o modelo generaliza, e não apenas se decorou o treino.'],
    ['O que é overfitting?', ['Quando o modelo é simples demais', 'Quando o modelo se ajusta demais ao treino e erra em dados novos', 'Quando faltam dados de teste', 'Quando o modelo treina rápido demais'], 1, 'Um modelo com overfitting memoriza ruídos do treino e perde a capacidade de generalizar.'],
    ['Qual métrica é adequada para um problema de regressão?', ['Acurácia', 'Erro quadrático médio (MSE)', 'Matriz de confusão', 'Precisão'], 1, 'Em regressão prevemos valores contínuos; o MSE mede a média dos erros ao quadrado.'],
    ['Qual algoritmo é de aprendizado não supervisionado?', ['Regressão linear', 'K-means', 'Árvore de decisão', 'Regressão logística'], 1, 'O k-means agrupa os dados em k grupos sem precisar de rótulos.'],
    ['Qual estrutura do Pandas representa uma tabela com colunas nomeadas?', ['ndarray', 'DataFrame', 'dict', 'Pipeline'], 1, 'O DataFrame é a estrutura central do Pandas para dados tabulares.'],
    ['Apesar do nome, a regressão logística resolve que tipo de problema?', ['Regressão de valores contínuos', 'Classificação', 'Agrupamento', 'Redução de dimensionalidade'], 1, 'Ela estima a probabilidade de uma classe com a função sigmoide.'],
    ['O que torna uma floresta aleatória mais robusta do que uma única árvore?', ['Usa só um atributo', 'Combina muitas árvores treinadas com amostras e atributos sorteados', 'Não precisa de dados de treino', 'É sempre linear'], 1, 'Árvores diferentes erram de formas diferentes; a votação cancela boa parte dos erros.'],
    ['Por que padronizar os atributos antes de uma SVM ou do k-means?', ['Para deixar os dados em texto', 'Porque esses algoritmos usam distâncias e atributos de escala maior dominariam', 'Para remover outliers', 'Porque o scikit-learn exige em todos os modelos'], 1, 'Sem padronização, um atributo em reais pesaria muito mais que outro em porcentagem.'],
    ['O que a validação cruzada k-fold fornece?', ['Um único número de treino', 'Uma estimativa de desempenho mais estável, com a média de k avaliações', 'Mais dados de teste', 'Um modelo mais rápido'], 1, 'Cada parte serve uma vez de validação; a média e o desvio mostram a estabilidade.'],
    ['Qual é a principal vantagem de um Pipeline do scikit-learn?', ['Deixar o modelo mais preciso automaticamente', 'Encadear o pré-processamento e o modelo, evitando vazamento de dados', 'Gerar gráficos', 'Substituir o Pandas'], 1, 'As transformações são ajustadas só nos dados de treino de cada fold, e o objeto vai inteiro para a produção.'],
    ['O que faz a PCA?', ['Classifica imagens', 'Cria poucos componentes que resumem a maior parte da variação dos dados', 'Remove valores ausentes', 'Publica o modelo'], 1, 'Os componentes principais são direções de maior variância, úteis para visualizar e comprimir.'],
  ],
};
