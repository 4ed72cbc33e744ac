import type { CourseExam } from './types.ts';

/** Course '2': Machine Learning com Python: its exam's question bank (the lessons are ./machine-learning-python/*.md). */
export const machineLearningPython: CourseExam = {
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
