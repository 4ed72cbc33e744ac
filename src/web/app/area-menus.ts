import { Award, BarChart3, Database, BookOpen, ChartColumn, ClipboardList, Clock, CreditCard, GraduationCap, Heart, LayoutDashboard, Mail, Megaphone, ScrollText, Settings, ShieldCheck, Tag, User, Users } from 'lucide-react';
import type { Role } from '#contracts/endpoint';
import type { AreaMenu } from '#web/components/layout/area-menu.tsx';
import { paths } from '#web/lib/paths.ts';

/**
 * Each area's header menu, as data: the teacher's and admin's entries are added here
 * when their pages exist (an empty list shows no menu).
 */
export const AREA_MENUS: Record<Role, AreaMenu> = {
  // Spec "Student dashboard": the header's icon links.
  aluno: {
    label: 'Área do aluno',
    buttonLabel: 'Menu do aluno',
    items: [
      { href: paths.aluno.noticeBoard, label: 'Mural de Avisos', icon: Megaphone },
      { href: paths.aluno.favorites, label: 'Favoritos', icon: Heart },
      { href: paths.aluno.history, label: 'Histórico', icon: Clock },
      // Not in the spec's header; without it the certificates page could not be found (issue 11).
      { href: paths.aluno.certificates, label: 'Certificados', icon: Award },
      { href: paths.aluno.subscription, label: 'Assinatura', icon: CreditCard },
      { href: paths.aluno.profile, label: 'Perfil', icon: User },
      { href: paths.aluno.myData, label: 'Meus dados', icon: Database },
    ],
  },
  // Spec "Teacher area": the teacher's pages that exist so far.
  professor: {
    label: 'Área do professor',
    buttonLabel: 'Menu do professor',
    items: [
      { href: paths.professor.dashboard, label: 'Painel do Professor', icon: LayoutDashboard },
      { href: paths.professor.courseEditor(), label: 'Novo curso', icon: BookOpen },
      { href: paths.professor.quizEditor, label: 'Novo simulado', icon: ClipboardList },
      { href: paths.professor.students, label: 'Alunos', icon: GraduationCap },
      { href: paths.professor.analytics, label: 'Analytics', icon: ChartColumn },
      { href: paths.professor.profile, label: 'Perfil', icon: User },
      { href: paths.professor.noticeBoard, label: 'Mural', icon: Megaphone },
      { href: paths.professor.myData, label: 'Meus dados', icon: Database },
    ],
  },
  // Issue 13: one entry per admin page (each helper adds its own).
  admin: {
    label: 'Administração',
    buttonLabel: 'Menu da administração',
    items: [
      { href: paths.admin.dashboard, label: 'Painel Administrativo', icon: LayoutDashboard },
      { href: paths.admin.users, label: 'Usuários', icon: Users },
      { href: paths.admin.audit, label: 'Auditoria', icon: ScrollText },
      { href: paths.admin.announcements, label: 'Avisos', icon: Megaphone },
      { href: paths.admin.reports, label: 'Relatórios', icon: BarChart3 },
      { href: paths.admin.emails, label: 'E-mails', icon: Mail },
      { href: paths.admin.moderation, label: 'Moderação', icon: ShieldCheck },
      { href: paths.admin.plans, label: 'Planos e Cupons', icon: Tag },
      { href: paths.admin.settings, label: 'Configurações', icon: Settings },
      { href: paths.admin.privacy, label: 'Privacidade (LGPD)', icon: ShieldCheck },
      { href: paths.admin.myData, label: 'Meus dados', icon: Database },
    ],
  },
};
