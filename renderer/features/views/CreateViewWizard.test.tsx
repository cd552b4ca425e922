import '../../testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { URL_WIDGET_MAX } from '../../../shared/widgets';
import { renderWorkspace } from '../../testing/renderWorkspace';
import { storedView, v2 } from './testViews';

const main = () => within(screen.getByRole('main'));
const viewPanel = () => within(screen.getByRole('complementary', { name: 'View panel' }));
const next = () => fireEvent.click(main().getByRole('button', { name: 'Next' }));

interface StoredView {
  id: string;
  name: string;
  layoutId: string;
  templateId: string;
  aspectRatio: string;
  widgets: { widgetId: string }[];
}

describe('CreateViewWizard (spec 1 §2.9)', () => {
  it('walks template, layout and widgets, then saves the new view and goes to it', async () => {
    const { router, server } = await renderWorkspace('/view/start', { config: v2([storedView('v1', 'View #1')]) });
    fireEvent.click(screen.getByRole('button', { name: 'Add view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/new'));
    expect(main().getAllByText('1. Select template')[0]?.getAttribute('aria-current')).toBe('step');
    expect(
      main()
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Blank', 'Live video', 'Archive review', 'Web pages']);
    fireEvent.click(main().getByRole('radio', { name: 'Web pages' }));
    next();
    expect(
      main()
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Single Tile', '2x2', '3x2', '3x3', '1+5']);
    fireEvent.click(main().getByRole('radio', { name: '3x3' }));
    next();
    expect(main().getAllByText('3. Select widgets')[0]?.getAttribute('aria-current')).toBe('step');
    // Nine cells, the URL widget in as many as it may fill.
    expect(main().getAllByRole('button', { name: 'URL' })).toHaveLength(URL_WIDGET_MAX);
    expect(main().getAllByRole('button', { name: 'Empty cell' })).toHaveLength(9 - URL_WIDGET_MAX);
    expect((viewPanel().getByRole('button', { name: 'Add URL' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(main().getByRole('combobox', { name: 'Designed for' }), { target: { value: 'auto' } });
    fireEvent.click(main().getByRole('button', { name: 'Save' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Save view' }));
    expect((dialog.getByRole('textbox', { name: 'View name' }) as HTMLInputElement).value).toBe('View #2');
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })));
    // The URL widgets have no address yet.
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Widgets without data' })).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1));
    const saved = (server.state.config as { views: StoredView[] }).views[1];
    expect(saved).toMatchObject({ name: 'View #2', layoutId: '3x3', templateId: 'web', aspectRatio: 'auto' });
    expect(saved?.widgets).toHaveLength(URL_WIDGET_MAX);
    expect(saved?.id.endsWith('_selectWidgets')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view/${saved?.id}`));
  });

  it('adds widgets to the chosen empty cell from the Widgets list', async () => {
    await renderWorkspace('/view/new');
    next();
    fireEvent.click(main().getByRole('radio', { name: '2x2' }));
    next();
    const empty = main().getAllByRole('button', { name: 'Empty cell' });
    expect(empty).toHaveLength(4);
    fireEvent.click(empty[2] as HTMLElement);
    fireEvent.click(viewPanel().getByRole('button', { name: 'Add URL' }));
    const cells = main().getAllByRole('button', { name: /^(Empty cell|URL)$/ });
    expect(cells.map((c) => c.textContent)).toEqual(['Empty cell', 'Empty cell', 'URL', 'Empty cell']);
  });

  it("step 3 lists the widgets once, in the sidebar's Widgets panel, and chooses the design-for once, in its footer", async () => {
    await renderWorkspace('/view/new');
    next();
    next();
    expect(main().getAllByText('3. Select widgets')[0]?.getAttribute('aria-current')).toBe('step');
    // Spec 1 §2.6: the Widgets panel of the View panel, for the draft whose id ends with _selectWidgets.
    expect(screen.getAllByRole('list', { name: 'Widgets' })).toHaveLength(1);
    expect(viewPanel().getByRole('list', { name: 'Widgets' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add URL' })).toHaveLength(1);
    // Spec 1 §2.9: the wizard's footer chooses what the view is designed for.
    expect(screen.getAllByRole('combobox', { name: 'Designed for' })).toHaveLength(1);
    expect(main().getByRole('combobox', { name: 'Designed for' })).toBeTruthy();
    // A widget added from the list is selected: its properties show in the sidebar.
    fireEvent.click(viewPanel().getByRole('button', { name: 'Add URL' }));
    expect(viewPanel().getByRole('region', { name: 'URL properties' })).toBeTruthy();
  });

  it('the blank template places no widget; Back returns to the earlier step', async () => {
    await renderWorkspace('/view/new');
    next();
    fireEvent.click(main().getByRole('radio', { name: 'Single Tile' }));
    next();
    expect(main().getAllByRole('button', { name: 'Empty cell' })).toHaveLength(1);
    fireEvent.click(main().getByRole('button', { name: 'Back' }));
    expect(main().getByRole('radio', { name: 'Single Tile' })).toBeTruthy();
  });

  it('cancelling removes the draft and goes back one step', async () => {
    const { router, server } = await renderWorkspace('/view/start');
    await act(() => router.navigate('/view/new'));
    next();
    next();
    expect(screen.getByRole('complementary', { name: 'View panel' }).textContent).toContain('View Info');
    fireEvent.click(main().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(screen.getByRole('complementary', { name: 'View panel' }).textContent).toContain('My Views');
    expect(server.callsOf('UpdateSolidConfig')).toHaveLength(0);
  });

  it("refuses an operator at /view/new with 'Access is denied', without the wizard or a draft (spec 1 §6)", async () => {
    await renderWorkspace('/view/new', { user: { isAdmin: false } });
    expect(await main().findByRole('heading', { name: 'Access is denied' })).toBeTruthy();
    expect(main().getByText('Only administrators can add views.')).toBeTruthy();
    expect(main().queryByText('1. Select template')).toBeNull();
    expect(main().queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'View panel' }).textContent).toContain('My Views');
  });

  it('offers a numbered display to design for in the desktop shell', async () => {
    const displays = [
      { id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 },
      { id: 5, name: 'Display 2', isPrimary: false, windowCount: 0, index: 1 },
    ];
    await renderWorkspace('/view/new', {
      platform: { kind: 'desktop', viewCasting: { listDisplays: async () => displays, castView: jest.fn() } },
    });
    next();
    next();
    const select = main().getByRole('combobox', { name: 'Designed for' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Default 16:9', 'Display 1', 'Display 2', 'Auto']),
    );
  });
});
