import type { CourseExam } from './types.ts';

/** Course '6': Deep Learning e Redes Neurais: its exam's question bank (the lessons are ./deep-learning/*.md). */
export const deepLearning: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['Qual função de ativação é muito usada nas camadas ocultas de redes profundas?', ['ReLU', 'Função identidade', 'Função degrau', 'Seno'], 0, 'A ReLU é simples e não satura para valores positivos, reduzindo o gradiente que desaparece.'],
    ['Qual arquitetura é mais indicada para imagens?', ['Rede neural convolucional (CNN)', 'Regressão linear', 'K-means', 'Árvore de decisão'], 0, 'As CNNs usam filtros que capturam padrões espaciais, como bordas e texturas.'],
    ['O que faz o algoritmo de backpropagation?', ['Calcula os gradientes do erro para ajustar os pesos', 'Coleta dados da internet', 'Compacta o modelo', 'Divide os dados em lotes'], 0, 'A retropropagação aplica a regra da cadeia para obter o gradiente de cada peso.'],
    ['Para que serve o dropout?', ['Para acelerar a leitura dos dados', 'Para reduzir o overfitting desligando neurônios aleatoriamente no treino', 'Para aumentar a taxa de aprendizado', 'Para remover camadas'], 1, 'Ao desligar neurônios, o dropout impede que a rede dependa demais de poucos caminhos.'],
    ['Qual arquitetura se tornou base dos grandes modelos de linguagem?', ['Perceptron simples', 'Transformer', 'Rede de Hopfield', 'Máquina de Boltzmann'], 1, 'O Transformer usa atenção e é a base de modelos como GPT e BERT.'],
    ['Uma matriz (32, 784) multiplicada por uma matriz (784, 128) resulta em que forma?', ['(784, 784)', '(32, 128)', '(128, 32)', 'Não é possível multiplicar'], 1, 'As dimensões internas (784) coincidem; o resultado tem as dimensões externas.'],
    ['O que acontece se a taxa de aprendizado for grande demais?', ['O treino fica mais preciso', 'O treino pode oscilar ou divergir', 'A rede ganha mais camadas', 'Nada muda'], 1, 'Passos grandes demais saltam por cima do mínimo e a perda pode explodir.'],
    ['Qual par saída/perda é adequado para classificar 10 classes?', ['Saída linear e MSE', 'k logits e entropia cruzada categórica', 'Sigmoide e MSE', 'ReLU e MAE'], 1, 'Softmax (aplicado dentro da CrossEntropyLoss) com entropia cruzada é o padrão multiclasse.'],
    ['Que problema a LSTM foi criada para amenizar nas RNNs?', ['Excesso de parâmetros em imagens', 'O gradiente que desaparece em sequências longas', 'A falta de GPUs', 'O desbalanceamento de classes'], 1, 'Portões e célula de memória permitem manter informação por muitos passos.'],
    ['No mecanismo de atenção, o que determina quanto um token considera os outros?', ['A ordem alfabética', 'A similaridade entre sua query e as keys dos outros tokens', 'O tamanho de cada palavra', 'Um valor fixo escolhido à mão'], 1, 'Os pesos vêm de softmax(Q·Kᵀ ÷ √d), aplicados aos values.'],
    ['Qual otimizador combina momentum com taxa de aprendizado adaptativa por peso?', ['SGD puro', 'Adam', 'K-means', 'Dropout'], 1, 'O Adam combina as ideias de momentum e RMSProp, com correção de viés.'],
    ['No fine-tuning de um modelo pré-treinado, por que usar taxa de aprendizado baixa?', ['Para treinar mais rápido', 'Para ajustar os pesos sem destruir o que o modelo já aprendeu', 'Porque a GPU exige', 'Para aumentar o overfitting'], 1, 'Passos pequenos adaptam as representações úteis em vez de apagá-las.'],
  ],
};
