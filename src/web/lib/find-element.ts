import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type ElementWithChildren = ReactElement<{ children?: ReactNode; [prop: string]: unknown }>;

/**
 * The first element among `children` (arrays, fragments and elements' own children included)
 * that `matches`. Only what is written there is seen: an element a component of its own renders
 * is not, so a caller needs a way for that case too.
 */
export function findElement(children: ReactNode, matches: (element: ElementWithChildren) => boolean): ElementWithChildren | undefined {
  let found: ElementWithChildren | undefined;
  Children.forEach(children, (child) => {
    if (found || !isValidElement<ElementWithChildren['props']>(child)) return;
    found = matches(child) ? child : findElement(child.props.children, matches);
  });
  return found;
}
