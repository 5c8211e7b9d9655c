// The FAQ categories as cards, each leading to its questions.
import { CardGrid, LinkCard } from '../shared/link-card';
import { useFaq } from './faq/faq-content';

export const FAQ_PATH = '/contact/veelgestelde-vragen';

export function FaqCategoryCards({ level = 2 }: { level?: 2 | 3 }) {
  const { categories } = useFaq();
  return (
    <CardGrid>
      {categories.map((category) => (
        <li key={category.slug}>
          <LinkCard
            title={category.title}
            text={category.description}
            to={`${FAQ_PATH}/${category.slug}`}
            level={level}
          />
        </li>
      ))}
    </CardGrid>
  );
}
