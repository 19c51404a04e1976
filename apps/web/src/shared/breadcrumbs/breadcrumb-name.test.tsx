import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BreadcrumbNameProvider, useBreadcrumbName, useDynamicCrumb } from './breadcrumb-name';

const Show = () => {
  const c = useDynamicCrumb();
  return <output>{c ? (c.name ?? 'loading') : 'none'}</output>;
};
const Child = ({ name }: { name: string | undefined }) => {
  useBreadcrumbName(name);
  return null;
};
let setChild: (v: boolean) => void = () => {};
let setChildName: (v: string | undefined) => void = () => {};
const Page = () => {
  const [child, setC] = useState(true);
  const [childName, setN] = useState<string | undefined>(undefined);
  setChild = setC;
  setChildName = setN;
  useBreadcrumbName('Page name');
  return child ? <Child name={childName} /> : null;
};

describe('useBreadcrumbName', () => {
  it('keeps the page name when a child that also names the page updates and unmounts', () => {
    render(
      <MemoryRouter initialEntries={['/x/1']}>
        <BreadcrumbNameProvider>
          <Page />
          <Show />
        </BreadcrumbNameProvider>
      </MemoryRouter>,
    );
    // The loading child does not hide the page's name.
    expect(screen.getByRole('status').textContent).toBe('Page name');
    act(() => setChildName('Edited name'));
    expect(screen.getByRole('status').textContent).toBe('Edited name');
    act(() => setChild(false));
    expect(screen.getByRole('status').textContent).toBe('Page name');
  });
});
