import type * as React from 'react';
import type { CourseCard as CourseCardData } from '#contracts/courses';

/** Cards in a responsive grid (search results, favourites). */
export function CourseGrid({ courses, renderCard }: { courses: CourseCardData[]; renderCard: (course: CourseCardData) => React.ReactNode }) {
  return (
    <ul className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(240px,1fr))]">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          {renderCard(course)}
        </li>
      ))}
    </ul>
  );
}
