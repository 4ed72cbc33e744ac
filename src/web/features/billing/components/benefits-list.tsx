import { Award, BookOpen, ClipboardCheck, Download, Headphones } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const BENEFITS = [
  { icon: BookOpen, text: 'Acesso ilimitado a todos os cursos' },
  { icon: Award, text: 'Certificados de conclusão' },
  { icon: ClipboardCheck, text: 'Simulados e exercícios práticos' },
  { icon: Headphones, text: 'Suporte prioritário' },
  { icon: Download, text: 'Download de materiais complementares' },
];

/** What every subscriber gets (spec: 'Minha Assinatura' benefits list). */
export function BenefitsList() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Benefícios da sua assinatura</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                <Icon className="h-4 w-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
