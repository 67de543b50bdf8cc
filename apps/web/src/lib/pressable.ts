/**
 * What makes a drawn thing (a lot or a building on the SVG board) work like
 * a button for every player: reachable with Tab, announced with its name,
 * pressed with Enter or Space as well as with a click.
 */
export interface Pressable {
  /** Lower case: on an SVG element the attribute's name is case-sensitive, and `tabIndex` would be ignored. */
  tabindex: number;
  role: 'button';
  'aria-label': string;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
}

export function pressable(label: string, onPress: () => void): Pressable {
  return {
    tabindex: 0,
    role: 'button',
    'aria-label': label,
    onClick: onPress,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onPress();
      }
    },
  };
}
