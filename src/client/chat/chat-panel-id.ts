// The panel's element id, which the launcher's button names in aria-controls. It has a module of its own
// because the launcher ships with the page and must not pull in the panel, which loads on the first open.
export const CHAT_PANEL_ID = 'chat-panel'
