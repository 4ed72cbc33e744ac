import { md, type CourseContent } from './types.ts';

/** Course '6': Deep Learning e Redes Neurais. */
export const deepLearning: CourseContent = {
  lessons: [
    {
      title: 'Álgebra linear para redes neurais',
      body: md(`
Toda rede neural é, no fundo, uma sequência de operações com **vetores** e **matrizes**. Entender essas operações torna o código e os artigos muito mais claros.

### Os objetos

- **Escalar**: um número (a taxa de aprendizado, por exemplo).
- **Vetor**: uma lista de números, como os pixels de uma imagem achatada ou os atributos de um cliente.
- **Matriz**: uma tabela de números; os pesos de uma camada densa formam uma matriz.
- **Tensor**: generalização para mais dimensões. Um lote de 32 imagens coloridas de 224 × 224 é um tensor de forma (32, 3, 224, 224).

### Produto escalar e produto de matrizes

O **produto escalar** de dois vetores soma os produtos elemento a elemento: é exatamente o que um neurônio calcula com entradas e pesos. Uma camada inteira com muitos neurônios é um **produto matriz × vetor**:

saída = W · x + b

Se x tem 784 valores e a camada tem 128 neurônios, W tem forma (128, 784).

### Em código

~~~python
import torch

x = torch.randn(784)            # uma imagem achatada
W = torch.randn(128, 784)       # pesos da camada
b = torch.zeros(128)
h = W @ x + b                   # forma: (128,)

lote = torch.randn(32, 784)     # 32 imagens de uma vez
H = lote @ W.T + b              # forma: (32, 128)
~~~

Processar lotes como matrizes é o que permite às GPUs treinar redes tão rápido.

### Formas (shapes)

A maior parte dos erros em deep learning são **formas incompatíveis**. Antes de multiplicar, confira: (32, 784) @ (784, 128) → (32, 128). As dimensões internas precisam coincidir.

### Exercícios

1. Calcule à mão o produto escalar de [1, 2, 3] e [4, 0, −1].
2. Qual a forma da saída de um lote (64, 100) multiplicado por uma matriz (100, 10)?
3. Quantos parâmetros tem uma camada densa de 784 entradas e 128 saídas, com viés?
`),
    },
    {
      title: 'Cálculo e gradiente descendente',
      videoUrl: 'https://www.youtube.com/watch?v=IHZwWFHWa-w',
      body: md(`
Treinar uma rede é encontrar os pesos que minimizam a **função de perda**. Com milhões de pesos, não há fórmula pronta: usamos o **gradiente descendente**, que dá pequenos passos morro abaixo.

### Derivadas e gradiente

A **derivada** de uma função diz como ela muda quando a entrada muda um pouco. O **gradiente** é o vetor com as derivadas parciais em relação a cada peso: ele aponta na direção em que a perda **mais cresce**. Andar no sentido oposto reduz a perda.

### A regra de atualização

w ← w − η · ∂L/∂w

O **η** (eta) é a **taxa de aprendizado**. Grande demais, o treino oscila ou diverge; pequena demais, leva uma eternidade.

### Regra da cadeia e backpropagation

Uma rede é uma composição de funções. A **regra da cadeia** permite calcular a derivada da perda em relação a cada peso, camada por camada, de trás para frente: isso é a **retropropagação** (backpropagation). Frameworks como PyTorch fazem isso automaticamente (**autograd**).

~~~python
import torch

w = torch.tensor(3.0, requires_grad=True)
for passo in range(50):
    perda = (w - 1) ** 2          # mínimo em w = 1
    perda.backward()               # calcula d(perda)/dw
    with torch.no_grad():
        w -= 0.1 * w.grad
        w.grad.zero_()
print(w.item())                    # próximo de 1
~~~

### Variações

- **Batch**: gradiente com todos os dados (preciso e lento).
- **Estocástico (SGD)**: um exemplo por vez (rápido e ruidoso).
- **Mini-batch**: lotes de 32 a 512 exemplos, o padrão na prática.

O vídeo desta aula, do 3Blue1Brown, mostra visualmente a "descida do morro" em uma rede de reconhecimento de dígitos.

### Exercícios

1. Calcule a derivada de L(w) = (w − 1)² e faça três passos à mão com η = 0,1 partindo de w = 3.
2. Rode o código com η = 1,1 e explique o que acontece.
3. Por que o mini-batch é o padrão na prática?
`),
    },
    {
      title: 'Funções de ativação e de perda',
      body: md(`
Duas escolhas definem muito do comportamento de uma rede: as **funções de ativação**, que introduzem não linearidade, e a **função de perda**, que diz o que significa "errar".

### Funções de ativação

- **Sigmoide**: saída entre 0 e 1. Útil na saída de classificação binária; nas camadas ocultas sofre com o **gradiente que desaparece**, pois satura nas extremidades.
- **Tanh**: entre −1 e 1, centrada em zero; também satura.
- **ReLU**: max(0, x). Simples, rápida e sem saturação para valores positivos; é o padrão em camadas ocultas. Pode "morrer" se o neurônio ficar sempre negativo.
- **Leaky ReLU** e **GELU**: variações que suavizam o problema; a GELU é comum em Transformers.
- **Softmax**: transforma um vetor de pontuações em probabilidades que somam 1; usada na saída de classificação multiclasse.

### Funções de perda

- **Erro quadrático médio (MSE)**: regressão.
- **Entropia cruzada binária**: classificação binária (com sigmoide).
- **Entropia cruzada categórica**: multiclasse (com softmax). Penaliza fortemente previsões confiantes e erradas.

~~~python
import torch
import torch.nn as nn

logits = torch.tensor([[2.0, 0.5, -1.0]])   # pontuações de 3 classes
alvo = torch.tensor([0])                      # classe correta: 0
perda = nn.CrossEntropyLoss()(logits, alvo)   # aplica softmax internamente
print(perda.item())                           # cerca de 0,24
~~~

No PyTorch, **CrossEntropyLoss** recebe os logits brutos; não aplique softmax antes.

### Combinações típicas

- Regressão: saída linear + MSE.
- Binária: saída com 1 neurônio + BCEWithLogitsLoss.
- Multiclasse: saída com k neurônios + CrossEntropyLoss.

### Exercícios

1. Calcule o softmax de [2, 0,5, −1] e verifique que soma 1.
2. Qual par ativação de saída/perda você usaria para prever o preço de um imóvel? E para classificar 10 espécies de plantas?
3. Explique por que a ReLU ajudou a treinar redes mais profundas.
`),
    },
    {
      title: 'Construindo uma rede com PyTorch',
      body: md(`
O **PyTorch** é o framework de deep learning mais usado em pesquisa e cada vez mais na indústria. Nesta aula montamos, treinamos e avaliamos uma rede para classificar as imagens de roupas do conjunto **Fashion-MNIST**.

### Dados

~~~python
import torch
from torch import nn
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

tf = transforms.ToTensor()
treino = datasets.FashionMNIST("dados", train=True, download=True, transform=tf)
teste = datasets.FashionMNIST("dados", train=False, download=True, transform=tf)
dl_treino = DataLoader(treino, batch_size=64, shuffle=True)
dl_teste = DataLoader(teste, batch_size=256)
~~~

### O modelo

~~~python
class Rede(nn.Module):
    def __init__(self):
        super().__init__()
        self.camadas = nn.Sequential(
            nn.Flatten(),
            nn.Linear(28 * 28, 256), nn.ReLU(),
            nn.Linear(256, 128), nn.ReLU(),
            nn.Linear(128, 10),
        )

    def forward(self, x):
        return self.camadas(x)

device = "cuda" if torch.cuda.is_available() else "cpu"
modelo = Rede().to(device)
~~~

### O laço de treino

~~~python
perda_fn = nn.CrossEntropyLoss()
otimizador = torch.optim.Adam(modelo.parameters(), lr=1e-3)

for epoca in range(5):
    modelo.train()
    for x, y in dl_treino:
        x, y = x.to(device), y.to(device)
        perda = perda_fn(modelo(x), y)
        otimizador.zero_grad()
        perda.backward()
        otimizador.step()

    modelo.eval()
    acertos = 0
    with torch.no_grad():
        for x, y in dl_teste:
            acertos += (modelo(x.to(device)).argmax(1) == y.to(device)).sum().item()
    print(epoca, acertos / len(teste))
~~~

Os quatro passos do laço (**previsão, perda, backward, step**) são os mesmos em qualquer rede, de um perceptron a um Transformer.

### Exercícios

1. Rode o código e anote a acurácia no teste a cada época.
2. Troque o tamanho das camadas ocultas e compare.
3. Explique para que servem \`model.train()\`, \`model.eval()\` e \`torch.no_grad()\`.
`),
    },
    {
      title: 'Regularização e dropout',
      body: md(`
Redes profundas têm parâmetros de sobra para **decorar** o conjunto de treino. **Regularização** é o conjunto de técnicas que fazem o modelo generalizar melhor para dados novos.

### Sinais de overfitting

A perda de treino continua caindo enquanto a de validação para de cair ou sobe. Plote as duas curvas a cada época: é o diagnóstico mais útil que existe.

### Técnicas

- **Mais dados** e **data augmentation**: em imagens, girar, recortar, espelhar e variar o brilho cria exemplos novos sem custo de rotulagem.
- **Dropout**: durante o treino, desliga aleatoriamente uma fração dos neurônios (por exemplo, 30 %). A rede não pode depender de poucos caminhos e aprende representações redundantes e robustas. Na avaliação, todos os neurônios são usados.
- **Weight decay (L2)**: penaliza pesos grandes, favorecendo soluções mais simples.
- **Early stopping**: interrompe o treino quando a validação para de melhorar e guarda o melhor modelo.
- **Batch normalization**: normaliza as ativações de cada lote; estabiliza e acelera o treino e tem efeito regularizador leve.

### Em PyTorch

~~~python
modelo = nn.Sequential(
    nn.Flatten(),
    nn.Linear(784, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Dropout(0.3),
    nn.Linear(256, 128), nn.ReLU(), nn.Dropout(0.3),
    nn.Linear(128, 10),
)
otimizador = torch.optim.AdamW(modelo.parameters(), lr=1e-3, weight_decay=1e-2)
~~~

Lembre-se de chamar \`modelo.eval()\` antes de avaliar: só assim o dropout é desligado e o batch norm usa as estatísticas acumuladas.

### Exercícios

1. Treine a rede da aula anterior por 30 épocas e plote as perdas de treino e validação.
2. Adicione dropout e weight decay e compare as curvas.
3. Implemente early stopping com paciência de 3 épocas.
`),
    },
    {
      title: 'Otimizadores: SGD, Momentum e Adam',
      body: md(`
O otimizador decide **como** os pesos são atualizados a partir dos gradientes. A escolha e a taxa de aprendizado afetam muito a velocidade e a qualidade do treino.

### SGD

A atualização básica: w ← w − η · g. Simples e, bem ajustado, generaliza muito bem. Sofre em "vales" estreitos, oscilando de um lado para o outro.

### Momentum

Acumula uma média dos gradientes anteriores, como uma bola que ganha velocidade descendo o morro:

v ← β · v + g;  w ← w − η · v

Com β ≈ 0,9, as oscilações se cancelam e o avanço na direção consistente acelera.

### RMSProp e Adam

O **RMSProp** adapta a taxa de aprendizado de cada peso, dividindo pelo histórico do tamanho dos gradientes. O **Adam** combina momentum e essa adaptação, com correção de viés no início. É o padrão para começar: funciona bem com pouca configuração (lr = 1e-3). O **AdamW** separa corretamente o weight decay e é preferido em Transformers.

### Agendadores de taxa de aprendizado

Começar com uma taxa maior e reduzi-la ao longo do treino costuma dar resultados melhores:

~~~python
otimizador = torch.optim.SGD(modelo.parameters(), lr=0.1, momentum=0.9, weight_decay=5e-4)
agendador = torch.optim.lr_scheduler.CosineAnnealingLR(otimizador, T_max=50)

for epoca in range(50):
    treinar_uma_epoca(modelo, otimizador)
    agendador.step()
~~~

Em Transformers é comum um **warm-up**: a taxa cresce nos primeiros passos e depois decai.

### Como escolher

- Comece com Adam (lr 1e-3) para validar o pipeline.
- Se o treino diverge (perda vira NaN), reduza a taxa.
- Para extrair o máximo em visão, SGD com momentum e agendador ainda é muito competitivo.

### Exercícios

1. Treine a mesma rede com SGD, SGD com momentum e Adam e compare as curvas de perda.
2. Teste três taxas de aprendizado com Adam (1e-2, 1e-3, 1e-4).
3. Explique com suas palavras a analogia da bola no momentum.
`),
    },
    {
      title: 'Redes convolucionais (CNN)',
      body: md(`
Uma rede densa trata cada pixel como um atributo independente e ignora a estrutura espacial da imagem. As **redes convolucionais (CNNs)** aproveitam essa estrutura e foram a base da revolução do deep learning em visão computacional.

### A convolução

Um **filtro** (kernel) pequeno, por exemplo 3 × 3, desliza sobre a imagem e calcula, em cada posição, um produto escalar com a região coberta. O resultado é um **mapa de características** que destaca onde o padrão do filtro aparece: uma borda vertical, uma textura, uma curva.

Vantagens:

- **Compartilhamento de pesos**: o mesmo filtro é usado em toda a imagem, com muito menos parâmetros.
- **Invariância à posição**: um gato no canto ou no centro ativa os mesmos filtros.
- **Hierarquia**: as primeiras camadas aprendem bordas; as seguintes, partes; as últimas, objetos.

### Pooling

O **max pooling** reduz o tamanho dos mapas, mantendo o valor máximo de cada região 2 × 2. Isso diminui o custo e aumenta o campo de visão das camadas seguintes.

### Uma CNN pequena

~~~python
from torch import nn

cnn = nn.Sequential(
    nn.Conv2d(1, 32, kernel_size=3, padding=1), nn.ReLU(), nn.MaxPool2d(2),   # 28 -> 14
    nn.Conv2d(32, 64, kernel_size=3, padding=1), nn.ReLU(), nn.MaxPool2d(2),  # 14 -> 7
    nn.Flatten(),
    nn.Linear(64 * 7 * 7, 128), nn.ReLU(), nn.Dropout(0.3),
    nn.Linear(128, 10),
)
~~~

No Fashion-MNIST, essa rede costuma superar com folga a rede densa da aula anterior, com menos parâmetros nas camadas convolucionais.

### Arquiteturas marcantes

**LeNet** (1998), **AlexNet** (2012), **VGG**, **ResNet** (2015, com conexões residuais que permitem redes de mais de 100 camadas) e **EfficientNet**.

### Exercícios

1. Calcule a forma da saída de cada camada da CNN acima para uma imagem 1 × 28 × 28.
2. Treine a CNN no Fashion-MNIST e compare com a rede densa.
3. Explique por que o compartilhamento de pesos reduz o número de parâmetros.
`),
    },
    {
      title: 'Redes recorrentes e LSTM',
      body: md(`
Textos, séries temporais, áudio e sequências de eventos têm **ordem**. As **redes neurais recorrentes (RNNs)** processam uma sequência passo a passo, mantendo um **estado oculto** que funciona como memória do que já foi visto.

### Como funciona uma RNN

Em cada passo t, a rede combina a entrada atual com o estado anterior:

\`h_t = tanh(W · x_t + U · h_(t−1) + b)\`

Os mesmos pesos são usados em todos os passos. No fim (ou a cada passo), o estado alimenta uma camada de saída.

### O problema da memória curta

Ao retropropagar por muitos passos, os gradientes são multiplicados repetidas vezes e tendem a **desaparecer** (ou explodir). Na prática, RNNs simples esquecem o que viram há mais de algumas dezenas de passos.

### LSTM e GRU

A **LSTM** (Long Short-Term Memory, Hochreiter e Schmidhuber, 1997) acrescenta uma **célula de memória** e três **portões** aprendidos:

- **esquecimento**: o que apagar da memória;
- **entrada**: o que escrever;
- **saída**: o que expor no estado oculto.

A **GRU** é uma versão simplificada, com dois portões e desempenho parecido.

~~~python
from torch import nn

class Previsor(nn.Module):
    def __init__(self, n_atributos, oculto=64):
        super().__init__()
        self.lstm = nn.LSTM(n_atributos, oculto, batch_first=True)
        self.saida = nn.Linear(oculto, 1)

    def forward(self, x):              # x: (lote, passos, atributos)
        saidas, _ = self.lstm(x)
        return self.saida(saidas[:, -1])   # usa o último passo
~~~

### Onde estão hoje

Para linguagem, os Transformers substituíram as LSTMs, porque processam a sequência em paralelo e relacionam posições distantes diretamente. LSTMs e GRUs continuam úteis em séries temporais e em dispositivos com pouca memória.

### Exercícios

1. Monte janelas de 30 dias de uma série de vendas e treine o Previsor para prever o dia seguinte.
2. Compare com uma previsão ingênua (repetir o último valor).
3. Explique o papel do portão de esquecimento com um exemplo de texto.
`),
    },
    {
      title: 'Transformers e o mecanismo de atenção',
      videoUrl: 'https://www.youtube.com/watch?v=eMlx5fFNoYc',
      body: md(`
Em 2017, o artigo *Attention Is All You Need* apresentou o **Transformer**, arquitetura que dispensou a recorrência e se tornou a base de praticamente todos os grandes modelos de linguagem (GPT, BERT, Llama) e de muitos modelos de visão.

### A ideia da atenção

Para entender a palavra "banco" em "sentei no banco da praça", o modelo precisa olhar para "sentei" e "praça". A **atenção** permite que cada token consulte todos os outros e decida quanto cada um importa.

Cada token gera três vetores:

- **Query (Q)**: o que estou procurando;
- **Key (K)**: o que eu ofereço;
- **Value (V)**: a informação que eu carrego.

Atenção(Q, K, V) = softmax(Q·Kᵀ ÷ √d) · V

A similaridade entre a query de um token e as keys dos outros define os pesos; a saída é a média ponderada dos values.

~~~python
import torch
import torch.nn.functional as F

def atencao(Q, K, V):
    d = Q.size(-1)
    pesos = F.softmax(Q @ K.transpose(-2, -1) / d ** 0.5, dim=-1)
    return pesos @ V
~~~

### Os outros ingredientes

- **Múltiplas cabeças**: várias atenções em paralelo, cada uma capturando um tipo de relação.
- **Codificação posicional**: como não há recorrência, a posição de cada token é somada ao seu vetor.
- **Camadas feed-forward**, conexões residuais e normalização.
- **Máscara causal** nos modelos que geram texto: cada token só vê os anteriores.

### Por que venceu

Processa todos os tokens **em paralelo** (ótimo para GPUs) e conecta posições distantes em um único passo. Escalou muito bem com mais dados e parâmetros.

O vídeo desta aula, do 3Blue1Brown, visualiza passo a passo como a atenção transforma os vetores das palavras.

### Exercícios

1. Calcule à mão a atenção para 2 tokens com vetores de dimensão 2 escolhidos por você.
2. Explique a diferença entre modelos codificadores (BERT) e decodificadores (GPT).
3. Por que a máscara causal é necessária na geração de texto?
`),
    },
    {
      title: 'Classificação de imagens',
      body: md(`
Neste projeto aplicamos CNNs a um problema realista: classificar fotos de folhas de plantas em **saudável** ou com três tipos de **doença**, ajudando produtores a agir cedo.

### Organização dos dados

Estruture as imagens em pastas por classe e use o **ImageFolder**:

~~~python
from torchvision import datasets, transforms
from torch.utils.data import DataLoader

treino_tf = transforms.Compose([
    transforms.RandomResizedCrop(224),
    transforms.RandomHorizontalFlip(),
    transforms.ColorJitter(0.2, 0.2, 0.2),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])
val_tf = transforms.Compose([
    transforms.Resize(256), transforms.CenterCrop(224), transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])
treino = datasets.ImageFolder("folhas/treino", transform=treino_tf)
val = datasets.ImageFolder("folhas/val", transform=val_tf)
dl_treino = DataLoader(treino, batch_size=32, shuffle=True, num_workers=4)
~~~

O **data augmentation** só é aplicado ao treino; a validação usa sempre a mesma transformação.

### Cuidados com os dados

- **Vazamento**: fotos da mesma planta não podem estar no treino e na validação.
- **Desbalanceamento**: se 80 % das fotos são saudáveis, use pesos por classe e avalie a revocação de cada doença.
- **Condições reais**: fotos de laboratório com fundo branco não representam fotos de campo.

### Avaliação

Além da acurácia geral, analise a **matriz de confusão**: confundir duas doenças tratadas da mesma forma é menos grave que classificar uma folha doente como saudável. Examine também as imagens erradas: elas revelam problemas de rótulo e de iluminação.

### Exercícios

1. Organize um conjunto de imagens em pastas de treino e validação sem vazamento.
2. Treine a CNN da aula de convolução adaptada para 224 × 224 e registre a matriz de confusão.
3. Liste três melhorias possíveis a partir dos erros observados.
`),
    },
    {
      title: 'Análise de sentimentos',
      body: md(`
A **análise de sentimentos** classifica textos como positivos, negativos ou neutros. Empresas a usam para acompanhar avaliações de produtos, menções nas redes e pesquisas de satisfação em escala.

### Do texto aos números

1. **Tokenização**: dividir o texto em unidades (palavras ou subpalavras).
2. **Vocabulário**: cada token ganha um índice.
3. **Embeddings**: cada índice vira um vetor denso aprendido.
4. **Modelo**: LSTM, CNN de texto ou, hoje, um Transformer pré-treinado.

### Um modelo com Transformers

Modelos pré-treinados em português, como o **BERTimbau**, já entendem a língua; basta ajustá-los ao seu problema. Para um primeiro teste, um pipeline pronto:

~~~python
from transformers import pipeline

classificador = pipeline("sentiment-analysis", model="nlptown/bert-base-multilingual-uncased-sentiment")
avaliacoes = [
    "Entrega rápida e o produto é excelente!",
    "Veio quebrado e ninguém responde o chat.",
]
for texto, resultado in zip(avaliacoes, classificador(avaliacoes)):
    print(texto, "->", resultado["label"], round(resultado["score"], 2))
~~~

Esse modelo devolve de 1 a 5 estrelas; para um problema específico, o ajuste fino com exemplos rotulados do seu domínio dá resultados bem melhores.

### Desafios do português

- **Ironia**: "Ótimo, chegou só com um mês de atraso."
- **Negação**: "não é ruim" é positivo.
- **Gírias e erros de digitação** das redes sociais.
- **Aspectos**: "a comida é ótima, mas o atendimento é péssimo" tem sentimentos diferentes para cada aspecto.

### Avaliação

Separe um conjunto de teste rotulado por pessoas, meça F1 por classe e leia os erros. Muitas vezes os "erros" são rótulos ambíguos, e a concordância entre anotadores é o teto realista.

### Exercícios

1. Rode o pipeline em 20 avaliações reais e compare com sua própria leitura.
2. Encontre exemplos de ironia e negação que o modelo erra.
3. Planeje a rotulagem de 1.000 avaliações para um ajuste fino.
`),
    },
    {
      title: 'Transfer learning e fine-tuning',
      body: md(`
Treinar uma rede grande do zero exige milhões de exemplos e muita GPU. O **transfer learning** reaproveita um modelo já treinado em uma grande base (como o ImageNet, para imagens, ou bilhões de textos, para linguagem) e o adapta ao seu problema com poucos dados.

### Por que funciona

As primeiras camadas de uma CNN treinada no ImageNet detectam bordas, texturas e formas que servem para qualquer imagem. Só as últimas camadas são específicas das classes originais.

### Duas estratégias

1. **Extração de características**: congele todo o modelo pré-treinado e treine apenas uma nova camada de saída. Rápido, bom com poucos dados.
2. **Fine-tuning**: depois, descongele algumas (ou todas) as camadas e continue treinando com taxa de aprendizado **baixa**, para ajustar sem destruir o que foi aprendido.

### Exemplo com uma ResNet

~~~python
import torch
from torch import nn
from torchvision import models

modelo = models.resnet50(weights=models.ResNet50_Weights.DEFAULT)
for p in modelo.parameters():
    p.requires_grad = False                         # congela tudo

modelo.fc = nn.Linear(modelo.fc.in_features, 4)     # nova saída: 4 classes de folhas
otimizador = torch.optim.Adam(modelo.fc.parameters(), lr=1e-3)
# ... treine algumas épocas ...

for p in modelo.layer4.parameters():
    p.requires_grad = True                          # descongela o último bloco
otimizador = torch.optim.Adam(
    [{"params": modelo.layer4.parameters(), "lr": 1e-5}, {"params": modelo.fc.parameters(), "lr": 1e-4}]
)
~~~

Lembre-se de usar a mesma normalização das imagens do pré-treino.

### Em linguagem

O mesmo vale para texto: ajustar um BERT ou um LLM a uma tarefa com alguns milhares de exemplos. Técnicas como **LoRA** ajustam apenas pequenas matrizes adicionais, reduzindo muito a memória necessária.

### Exercícios

1. Aplique extração de características com uma ResNet ao projeto de folhas e compare com a CNN treinada do zero.
2. Faça o fine-tuning do último bloco e registre o ganho.
3. Explique por que a taxa de aprendizado deve ser baixa no fine-tuning.
`),
    },
  ],
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
