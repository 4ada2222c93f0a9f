#pragma once

class QTabWidget;
class QToolButton;

namespace twb {

// A button in the corner of `tabs` whose menu lists every tab and opens the one picked. A tab
// widget with more tabs than a small window shows (the kernel run view has nine) scrolls its
// tab bar; with this, the tabs scrolled out of sight are still one click away and listed.
QToolButton *addTabListButton(QTabWidget *tabs);

} // namespace twb
