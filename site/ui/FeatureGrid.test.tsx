import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid, featureIconFor } from './FeatureGrid';
import { featureIcons } from './icons/featureIcons';

const item = (title: string, extra: { icon?: string; file_img?: string } = {}) => ({
  title,
  text: `${title} metni`,
  ...extra,
});

describe('featureIconFor', () => {
  it('draws the icon chosen in the back office', () => {
    expect(featureIconFor(item('A', { icon: 'safety' }), 0, ['video'])).toBe(featureIcons.safety);
  });

  it('gives items without a (known) icon the page’s icons in turn, so neighbours differ', () => {
    const fallback = ['video', 'replay', 'mobile'] as const;
    const drawn = [item('A'), item('B', { icon: 'no-such-icon' }), item('C'), item('D')].map((it, index) =>
      featureIconFor(it, index, [...fallback]),
    );
    expect(drawn).toEqual([featureIcons.video, featureIcons.replay, featureIcons.mobile, featureIcons.video]);
  });
});

describe('FeatureGrid', () => {
  it('shows an uploaded image first, else a different icon per item, with the given heading level', () => {
    const { container } = render(
      <FeatureGrid
        items={[
          item('Uygulama', { icon: 'tools' }),
          item('Dürüstlük', { icon: 'balance' }),
          item('Görselli', { file_img: '/uploads/demo/feature.webp', icon: 'tools' }),
          item('Simgesiz'),
        ]}
        fallbackIcons={['target', 'idea', 'award', 'rocket']}
        headingLevel={2}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Uygulama',
      'Dürüstlük',
      'Görselli',
      'Simgesiz',
    ]);
    const classes = [...container.querySelectorAll('.feature__badge svg')].map((svg) =>
      svg.getAttribute('class'),
    );
    expect(classes).toHaveLength(3);
    expect(classes[0]).toContain('tabler-icon-tool');
    expect(classes[1]).toContain('tabler-icon-scale');
    // The fourth item has no icon: the fourth of the page's list.
    expect(classes[2]).toContain('tabler-icon-rocket');
    const image = container.querySelector('img.feature__icon');
    expect(image).toHaveAttribute('src', '/uploads/demo/feature.webp');
    expect(image).toHaveAttribute('alt', '');
    for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
