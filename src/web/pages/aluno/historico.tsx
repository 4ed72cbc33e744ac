import { LearningHistory } from '#web/features/history/components/learning-history.tsx';

export default function HistoryPage() {
  return <LearningHistory />;
}
