/** The widget catalogue of spec 3 §2.6 and its rules, shared by the console's registry. */
export * from './widgetCatalogue';
export * from './widgetRules';
export * from './urlWidgetFrame';
