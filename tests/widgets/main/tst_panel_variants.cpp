// Every panel of the demo workspace in each look a user may have: light and dark, at the smallest
// supported window (1024x700) and at a roomy one. The window takes the size asked for (its minimum
// width is at most 1024 px); in each panel no widget reaches outside the window, no layout puts
// two widgets on top of each other, no visible button is narrower than its text needs (clipped:
// "ave to experimen"), no toolbar action hides behind the "»" extension or a tab out of sight with
// no list of the tabs, and each panel is grabbed to PNG (<dir>/<variant>/<panel>.png; dir is
// TWB_SCREENSHOT_DIR, which scripts/screenshots.sh sets to docs/screenshots, else the test
// artifacts folder). The same at 1024x700 in German, Simplified Chinese and Japanese: no label,
// button or tab text is cut (or a tab scrolled out of sight) there that fits in English. In every
// look, a plot's legend shows whole (each entry inside the legend, the legend inside what shows
// of the plot), no vertical axis title in Chinese or Japanese is drawn on its side, and no axis
// title reaches past its plot's ends (cut). In German, Chinese and Japanese no visible text (label,
// button, tab, header, cell, axis title, pipeline box) is left in English where the language has
// a translation (an English source shown as is, or the English row's text holding a word that is
// an English source translated otherwise: "finished (this-machine)"). In the dark looks every visible check box's edge stands out from its
// background by at least 3:1 (measured on the grabbed indicator).
#include "core/demo/demo_workspace.h"
#include "core/util/log_capture_sink.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "translation_catalogue.h"
#include "widgets/common/palette.h"
#include "widgets/kernel/pipeline_diagram.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/upright_axis_title.h"
#include "widgets/common/theme.h"
#include "widgets/main/app_language.h"
#include "widgets/main/main_window.h"
#include "widgets/main/workspace_trust_prompt.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QStyleOptionButton>
#include <QTextDocumentFragment>
#include <QTreeView>
#include <QAbstractItemView>
#include <QLabel>
#include <QAbstractScrollArea>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QHeaderView>
#include <QTableView>
#include <QLayout>
#include <QMessageBox>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_PanelVariants final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyPanelFitsAndReads_data();
    void everyPanelFitsAndReads();
    void cleanupTestCase();

private:
    // Visible buttons of `panel` whose text does not fit, as "name (text): width < hint".
    static QStringList clippedButtons(QWidget *panel);
    // Texts of `panel` that are cut: labels (one line narrower than its text, wrapped prose
    // shorter than its lines, or elided with "…"), buttons and tabs (narrower than the text, or
    // scrolled out of the tab bar), keyed by where the widget sits in the panel (the same in
    // every language), valued with what is cut.
    static QHash<QString, QString> cutTexts(QWidget *panel);
    // Toolbar actions of `panel` that only the extension popup ("»") shows, and tabs scrolled
    // out of a tab bar that has no list of its tabs.
    static QStringList hiddenActions(QWidget *panel);

    // Visible widgets of `panel` that reach past the window's edges (those in a scroll area's
    // viewport scroll into view, and are not counted).
    static QStringList outsideWindow(QWidget *window, QWidget *panel);
    // Pairs of visible widgets that one layout of `panel` placed on top of each other.
    static QStringList overlapping(QWidget *panel);
    // Plots of `panel` whose legend (or one of its entries) is cut, and vertical axis titles in
    // CJK drawn rotated, their characters on their side.
    static QStringList unreadablePlots(QWidget *panel);
    // The chain of widest children of `widget` (by minimum size hint), to say what holds a
    // window wider than asked.
    static QString widestChain(QWidget *widget);
    // Every text `panel` shows (labels, buttons, tabs, group titles, combo boxes, headers, the
    // first rows of item views, axis titles, the pipeline diagram's words), keyed like cutTexts.
    static QHash<QString, QString> shownTexts(QWidget *panel);
    // Visible check boxes of `panel` whose indicator edge has less than 3:1 contrast against
    // the background it is drawn on, with the ratio measured on the grabbed box.
    // `shot`: the window, grabbed.
    static QStringList faintCheckBoxes(QWidget *panel, const QImage &shot);

    QTemporaryDir m_dir;
    QString m_workspace;
    // What is cut in English at 1024x700 (the "light 1024x700" row), per panel: a language row
    // fails on what is cut there and not in English.
    QHash<QString, QHash<QString, QString>> m_cutInEnglish;
    // What each panel shows in English at 1024x700, to find texts a language row leaves in English.
    QHash<QString, QHash<QString, QString>> m_textsInEnglish;
    // The demo workspace's own words (JSON keys and string values: metric names such as "loss",
    // machine names): data, shown as they are in every language.
    QSet<QString> m_dataTexts;
    bool m_englishMeasured = false;
};

void tst_PanelVariants::initTestCase()
{
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_panel_variants"_s);
    m_workspace = m_dir.filePath(u"demo"_s);
    const auto created = twb::createDemoWorkspace(m_workspace, false);
    QVERIFY2(created, created ? "" : qPrintable(created.error().message));
    std::function<void(const QJsonValue &)> collect = [&](const QJsonValue &value) {
        if (value.isString()) {
            m_dataTexts.insert(value.toString());
        } else if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                collect(item);
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                m_dataTexts.insert(it.key());
                collect(it.value());
            }
        }
    };
    QDirIterator files(m_workspace, {u"*.json"_s, u"*.jsonl"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        for (int line = 0; line < 400 && !file.atEnd(); ++line) {
            const QByteArray text = file.fileName().endsWith(u".jsonl"_s) ? file.readLine() : file.readAll();
            collect(QJsonDocument::fromJson(text).object());
            collect(QJsonDocument::fromJson(text).array());
        }
    }
    QVERIFY2(m_dataTexts.contains(u"loss"_s), "the demo workspace's metrics name no \"loss\"");
}

void tst_PanelVariants::cleanupTestCase()
{
    twb::Theme::apply(twb::Theme::Mode::Light);
    twb::UiLanguage::install(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
}

QStringList tst_PanelVariants::clippedButtons(QWidget *panel)
{
    QStringList clipped;
    for (QAbstractButton *button : panel->findChildren<QAbstractButton *>()) {
        if (!button->isVisible() || button->text().isEmpty() || qobject_cast<QTabBar *>(button->parentWidget()))
            continue;
        // A button inside a scroll area that scrolls sideways is reachable: not clipped.
        bool scrolls = false;
        for (QWidget *up = button->parentWidget(); up && up != panel; up = up->parentWidget())
            if (auto *scroll = qobject_cast<QScrollArea *>(up); scroll && scroll->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
                scrolls = scrolls || !scroll->widgetResizable();
        if (!scrolls && button->sizeHint().width() > button->width())
            clipped << u"%1 (%2): %3 < %4"_s.arg(button->objectName(), button->text()).arg(button->width()).arg(button->sizeHint().width());
    }
    return clipped;
}

static QString describe(const QWidget *widget)
{
    return u"%1 %2"_s.arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
}

QStringList tst_PanelVariants::outsideWindow(QWidget *window, QWidget *panel)
{
    QStringList outside;
    for (QWidget *widget : panel->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->isWindow())
            continue;
        bool scrolled = false;
        for (QWidget *up = widget->parentWidget(); up && up != panel && !scrolled; up = up->parentWidget())
            scrolled = qobject_cast<QAbstractScrollArea *>(up) != nullptr;
        if (scrolled)
            continue;
        const QRect rect(widget->mapTo(window, QPoint(0, 0)), widget->size());
        if (!window->rect().contains(rect))
            outside << u"%1 at %2,%3 %4x%5"_s.arg(describe(widget)).arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height());
    }
    return outside;
}

QStringList tst_PanelVariants::overlapping(QWidget *panel)
{
    QStringList overlaps;
    QList<QLayout *> layouts = panel->findChildren<QLayout *>();
    if (panel->layout())
        layouts << panel->layout();
    for (QLayout *layout : layouts) {
        if (!layout->parentWidget() || !layout->parentWidget()->isVisible())
            continue;
        QList<QWidget *> widgets;
        for (int i = 0; i < layout->count(); ++i)
            if (QWidget *widget = layout->itemAt(i)->widget(); widget && widget->isVisible() && !widget->size().isEmpty())
                widgets << widget;
        for (qsizetype i = 0; i < widgets.size(); ++i)
            for (qsizetype j = i + 1; j < widgets.size(); ++j)
                if (widgets[i]->geometry().intersects(widgets[j]->geometry()))
                    overlaps << u"%1 and %2"_s.arg(describe(widgets[i]), describe(widgets[j]));
    }
    return overlaps;
}

QStringList tst_PanelVariants::unreadablePlots(QWidget *panel)
{
    QStringList problems;
    for (QCustomPlot *plot : panel->findChildren<QCustomPlot *>()) {
        if (!plot->isVisible() || plot->size().isEmpty())
            continue;
        const QString where = plot->parentWidget() ? describe(plot->parentWidget()) : QString();
        // What shows of the plot: its rect, less what its ancestors clip (a splitter, a scroll area).
        QRect shown = plot->rect();
        for (QWidget *up = plot->parentWidget(); up && up != panel->window(); up = up->parentWidget())
            shown &= QRect(plot->mapFrom(up, QPoint(0, 0)), up->size());
        QCPLegend *legend = plot->legend;
        if (legend && legend->visible() && legend->itemCount() > 0 && !plot->axisRect()->rect().isEmpty()) {
            const QRect box = legend->outerRect();
            if (!shown.contains(box))
                problems << u"the legend of the plot in %1 (%2,%3 %4x%5) is cut by what shows (%6,%7 %8x%9)"_s.arg(where)
                                .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())
                                .arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height());
            for (int i = 0; i < legend->itemCount(); ++i)
                if (QCPAbstractLegendItem *item = legend->item(i); item && !box.contains(item->outerRect()))
                    problems << u"legend entry %1 of the plot in %2 reaches out of its legend"_s.arg(i).arg(where);
        }
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight)) {
                if (!axis->visible() || axis->label().isEmpty())
                    continue;
                // Where the title is drawn along the axis: upright characters, or QCustomPlot's
                // rotated title centred on the axis; it must stay within the axis rect's ends.
                const twb::UprightAxisTitle *upright = twb::UprightAxisTitle::of(axis);
                double top = 0;
                double bottom = 0;
                if (upright && upright->isActive() && !upright->runRects().isEmpty()) {
                    top = upright->runRects().first().top();
                    bottom = upright->runRects().last().bottom();
                } else {
                    const double length = QFontMetricsF(axis->labelFont()).boundingRect(QRectF(), Qt::TextDontClip, axis->label()).width();
                    const double centre = rect->rect().top() + rect->rect().height() / 2.0;
                    top = centre - length / 2;
                    bottom = centre + length / 2;
                }
                const QRect outer = rect->outerRect();
                if (top < outer.top() - 0.5 || bottom > outer.bottom() + 1.5)
                    problems << u"the axis title \"%1\" of the plot in %2 is cut: drawn from %3 to %4 px, the plot has %5 to %6"_s
                                    .arg(axis->label(), where).arg(top, 0, 'f', 1).arg(bottom, 0, 'f', 1).arg(outer.top()).arg(outer.bottom() + 1);
                if (!twb::UprightAxisTitle::wantsUpright(axis->label()))
                    continue;
                const twb::UprightAxisTitle *title = twb::UprightAxisTitle::of(axis);
                if (!title || !title->isActive())
                    problems << u"the axis title \"%1\" of the plot in %2 is drawn on its side"_s.arg(axis->label(), where);
            }
    }
    return problems;
}

QString tst_PanelVariants::widestChain(QWidget *widget)
{
    QStringList chain;
    while (widget) {
        chain << u"%1 %2"_s.arg(describe(widget)).arg(std::max(widget->minimumSizeHint().width(), widget->minimumWidth()));
        QWidget *widest = nullptr;
        for (QWidget *child : widget->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            if (child->isVisible() && !child->isWindow()
                && (!widest || child->minimumSizeHint().width() > widest->minimumSizeHint().width()))
                widest = child;
        widget = widest;
    }
    return chain.join(u" > "_s);
}

// Where `widget` sits under `panel`: each ancestor's class and its index among the siblings of
// that class. Widgets are built the same way in every language, so the key is too.
static QString widgetKey(const QWidget *panel, const QObject *widget)
{
    QStringList path;
    for (const QObject *at = widget; at && at != panel; at = at->parent()) {
        int index = 0;
        if (const QObject *parent = at->parent())
            for (const QObject *sibling : parent->children()) {
                if (sibling == at)
                    break;
                index += sibling->metaObject() == at->metaObject() ? 1 : 0;
            }
        path.prepend(u"%1[%2]"_s.arg(QString::fromLatin1(at->metaObject()->className())).arg(index));
    }
    return path.join(u'/');
}

// A widget that scrolls sideways into view (in a scroll area that does not resize its widget,
// or in an item view) is not cut by its width.
static bool scrollsSideways(const QWidget *widget, const QWidget *panel)
{
    for (const QWidget *up = widget->parentWidget(); up && up != panel; up = up->parentWidget()) {
        if (qobject_cast<const QAbstractItemView *>(up))
            return true;
        if (auto *scroll = qobject_cast<const QScrollArea *>(up); scroll && !scroll->widgetResizable())
            return true;
    }
    return false;
}

QHash<QString, QString> tst_PanelVariants::cutTexts(QWidget *panel)
{
    QHash<QString, QString> cut;
    for (QLabel *label : panel->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty() || scrollsSideways(label, panel))
            continue;
        const QString text = label->text();
        const int width = label->contentsRect().width();
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                cut.insert(widgetKey(panel, label), u"label \"%1\" needs %2 px height, has %3"_s.arg(text.left(60)).arg(needed).arg(label->height()));
        } else if (label->minimumSizeHint().width() > label->width()) {
            cut.insert(widgetKey(panel, label), u"label \"%1\": %2 < %3 px"_s.arg(text.left(60)).arg(label->width()).arg(label->minimumSizeHint().width()));
        } else if (text.endsWith(QChar(0x2026)) && label->fontMetrics().horizontalAdvance(text) >= width - label->fontMetrics().averageCharWidth()) {
            cut.insert(widgetKey(panel, label), u"label \"%1\" is elided"_s.arg(text.left(60)));
        }
    }
    for (QAbstractButton *button : panel->findChildren<QAbstractButton *>()) {
        if (!button->isVisible() || button->text().isEmpty() || qobject_cast<QTabBar *>(button->parentWidget())
            || scrollsSideways(button, panel))
            continue;
        if (button->sizeHint().width() > button->width())
            cut.insert(widgetKey(panel, button), u"button \"%1\": %2 < %3 px"_s.arg(button->text()).arg(button->width()).arg(button->sizeHint().width()));
    }
    // Columns of tables and trees whose header or cells are elided ("innerhalb eine…").
    for (QTableView *view : panel->findChildren<QTableView *>()) {
        if (!view->isVisible() || !view->horizontalHeader()->isVisible())
            continue;
        QHeaderView *header = view->horizontalHeader();
        for (int column = 0; column < header->count(); ++column) {
            if (header->isSectionHidden(column) || header->sectionSize(column) == 0)
                continue;
            const int needed = std::max(header->sectionSizeHint(column), static_cast<QAbstractItemView *>(view)->sizeHintForColumn(column));
            if (needed > header->sectionSize(column))
                cut.insert(widgetKey(panel, view) + u"#"_s + QString::number(column),
                           u"column \"%1\": %2 < %3 px"_s.arg(view->model()->headerData(column, Qt::Horizontal).toString()).arg(header->sectionSize(column)).arg(needed));
        }
    }
    for (QTabBar *bar : panel->findChildren<QTabBar *>()) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            if (!bar->isTabVisible(i))
                continue;
            const QRect tab = bar->tabRect(i);
            QString text = bar->tabText(i);
            text.remove(u'&');
            // (A tab widget with a tab list button lists the tabs out of sight.)
            const bool listed = bar->parentWidget() && bar->parentWidget()->findChild<QToolButton *>(u"tabList"_s, Qt::FindDirectChildrenOnly);
            if (!bar->rect().contains(tab) && !listed)
                cut.insert(widgetKey(panel, bar) + u"#"_s + QString::number(i), u"tab \"%1\" is scrolled out of the tab bar"_s.arg(text));
            else if (bar->rect().contains(tab) && tab.width() < bar->fontMetrics().horizontalAdvance(text))
                cut.insert(widgetKey(panel, bar) + u"#"_s + QString::number(i), u"tab \"%1\": %2 < %3 px"_s.arg(text).arg(tab.width()).arg(bar->fontMetrics().horizontalAdvance(text)));
        }
    }
    return cut;
}

QHash<QString, QString> tst_PanelVariants::shownTexts(QWidget *panel)
{
    QHash<QString, QString> texts;
    const auto add = [&](const QString &key, const QString &text) {
        const QString shown = TranslationCatalogue::withoutAccelerator(text).trimmed();
        if (!shown.isEmpty())
            texts.insert(key, shown);
    };
    for (QLabel *label : panel->findChildren<QLabel *>())
        if (label->isVisible())
            add(widgetKey(panel, label), label->textFormat() == Qt::PlainText || !Qt::mightBeRichText(label->text())
                                             ? label->text() : QTextDocumentFragment::fromHtml(label->text()).toPlainText());
    for (QAbstractButton *button : panel->findChildren<QAbstractButton *>())
        if (button->isVisible())
            add(widgetKey(panel, button), button->text());
    for (QGroupBox *group : panel->findChildren<QGroupBox *>())
        if (group->isVisible())
            add(widgetKey(panel, group), group->title());
    for (QComboBox *combo : panel->findChildren<QComboBox *>())
        if (combo->isVisible() && !combo->isEditable())
            add(widgetKey(panel, combo), combo->currentText());
    for (QTabBar *bar : panel->findChildren<QTabBar *>())
        if (bar->isVisible())
            for (int i = 0; i < bar->count(); ++i)
                add(widgetKey(panel, bar) + u"#"_s + QString::number(i), bar->tabText(i));
    for (QAbstractItemView *view : panel->findChildren<QAbstractItemView *>()) {
        QAbstractItemModel *model = view->model();
        if (!view->isVisible() || !model || qobject_cast<QHeaderView *>(view))
            continue;
        auto *table = qobject_cast<QTableView *>(view);
        auto *tree = qobject_cast<QTreeView *>(view);
        QHeaderView *header = table ? table->horizontalHeader() : tree ? tree->header() : nullptr;
        for (int column = 0; column < model->columnCount(); ++column) {
            if (header && header->isSectionHidden(column))
                continue;
            const QString key = widgetKey(panel, view) + u"#"_s;
            if (header && header->isVisible())
                add(key + u"h"_s + QString::number(column), model->headerData(column, Qt::Horizontal).toString());
            for (int row = 0; row < std::min(model->rowCount(), 40); ++row)
                add(key + u"%1,%2"_s.arg(row).arg(column), model->index(row, column).data().toString());
        }
    }
    for (QCustomPlot *plot : panel->findChildren<QCustomPlot *>()) {
        if (!plot->isVisible())
            continue;
        int index = 0;
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes())
                if (axis->visible())
                    add(widgetKey(panel, plot) + u"#axis"_s + QString::number(index++), axis->label());
    }
    for (twb::PipelineDiagram *diagram : panel->findChildren<twb::PipelineDiagram *>()) {
        if (!diagram->isVisible())
            continue;
        const QStringList drawn = diagram->drawnTexts();
        for (qsizetype i = 0; i < drawn.size(); ++i)
            add(widgetKey(panel, diagram) + u"#"_s + QString::number(i), drawn[i]);
    }
    return texts;
}

QStringList tst_PanelVariants::faintCheckBoxes(QWidget *panel, const QImage &shot)
{
    QStringList faint;
    for (QCheckBox *box : panel->findChildren<QCheckBox *>()) {
        if (!box->isVisible() || box->size().isEmpty())
            continue;
        QStyleOptionButton option;
        option.initFrom(box);
        const QRect indicator = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
        if (box->visibleRegion().intersected(indicator) != QRegion(indicator))
            continue; // scrolled out of sight
        const qreal ratio = shot.devicePixelRatio();
        const QPoint origin = box->mapTo(box->window(), QPoint(0, 0));
        const QColor background = box->palette().color(box->backgroundRole());
        // The edge: the strongest of the two outermost pixels at the middle of each side; the
        // weakest side counts (an edge that vanishes on one side is not a box).
        const auto strongest = [&](const QList<QPoint> &points) {
            double best = 1;
            for (const QPoint &point : points) {
                const QPoint pixel(int((origin.x() + point.x()) * ratio), int((origin.y() + point.y()) * ratio));
                if (shot.rect().contains(pixel))
                    best = std::max(best, twb::Palette::contrast(shot.pixelColor(pixel), background));
            }
            return best;
        };
        const QPoint c = indicator.center();
        const double edge = std::min({strongest({QPoint(indicator.left(), c.y()), QPoint(indicator.left() + 1, c.y())}),
                                      strongest({QPoint(indicator.right(), c.y()), QPoint(indicator.right() - 1, c.y())}),
                                      strongest({QPoint(c.x(), indicator.top()), QPoint(c.x(), indicator.top() + 1)}),
                                      strongest({QPoint(c.x(), indicator.bottom()), QPoint(c.x(), indicator.bottom() - 1)})});
        if (edge < 3.0)
            faint << u"%1 (%2): its box's edge has %3:1 against %4"_s.arg(describe(box), box->text()).arg(edge, 0, 'f', 2).arg(background.name());
    }
    return faint;
}

QStringList tst_PanelVariants::hiddenActions(QWidget *panel)
{
    QStringList hidden;
    // Tabs scrolled out of the tab bar, unless a tab list button (its corner widget) lists them.
    for (QTabWidget *tabs : panel->findChildren<QTabWidget *>()) {
        if (!tabs->isVisible() || tabs->findChild<QToolButton *>(u"tabList"_s, Qt::FindDirectChildrenOnly))
            continue;
        const QTabBar *bar = tabs->tabBar();
        for (int i = 0; i < bar->count(); ++i)
            if (bar->isTabVisible(i) && !bar->rect().contains(bar->tabRect(i)))
                hidden << u"tab %1 in %2"_s.arg(bar->tabText(i), tabs->objectName());
    }
    for (QToolBar *toolbar : panel->findChildren<QToolBar *>()) {
        if (!toolbar->isVisible())
            continue;
        for (QAction *action : toolbar->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            QWidget *widget = toolbar->widgetForAction(action);
            if (!widget || !widget->isVisible())
                hidden << u"%1 in %2"_s.arg(action->text().isEmpty() ? action->objectName() : action->text(), toolbar->objectName());
        }
    }
    return hidden;
}

void tst_PanelVariants::everyPanelFitsAndReads_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language"); // empty: English
    QTest::newRow("light 1024x700") << u"small"_s << false << QSize(1024, 700) << QString();
    QTest::newRow("dark 1024x700") << u"dark-small"_s << true << QSize(1024, 700) << QString();
    QTest::newRow("dark 1400x900") << u"dark"_s << true << QSize(1400, 900) << QString();
    // Each language at the smallest window, against what English shows there (the first row).
    for (const QString &language : {u"de"_s, u"zh_CN"_s, u"ja"_s})
        QTest::newRow(qPrintable(language + u" 1024x700"_s)) << language << false << QSize(1024, 700) << language;
}

void tst_PanelVariants::everyPanelFitsAndReads()
{
    QFETCH(QString, variant);
    QFETCH(bool, dark);
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const bool english = language.isEmpty();
    if (!english) {
        QVERIFY2(m_englishMeasured, "the language rows compare with the \"light 1024x700\" row: run it first");
        QVERIFY2(twb::UiLanguage::install(*qApp, QLocale(language)), qPrintable(u"no :/i18n/tpuwb_%1.qm"_s.arg(language)));
    }
    std::optional<TranslationCatalogue> catalogue;
    if (!english) {
        QString error;
        catalogue = TranslationCatalogue::load(twb::test::sourceDir() + u"/translations/tpuwb_%1.ts"_s.arg(language), &error);
        QVERIFY2(catalogue, qPrintable(error));
    }
    const auto restoreEnglish = qScopeGuard([] { twb::UiLanguage::install(*qApp, QLocale(QLocale::English, QLocale::UnitedStates)); });
    twb::Theme::apply(dark ? twb::Theme::Mode::Dark : twb::Theme::Mode::Light);
    QCOMPARE(twb::Palette::isDark(), dark);

    const QByteArray screenshots = qgetenv("TWB_SCREENSHOT_DIR");
    const QString root = screenshots.isEmpty() ? twb::test::artifactsDir() + u"/screenshots"_s : QString::fromLocal8Bit(screenshots);
    const QDir out(root + u'/' + variant);
    QVERIFY(out.mkpath(u"."_s));

    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QSignalSpy trustChecked(window.trustPrompt(), &twb::WorkspaceTrustPrompt::checked);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList widths; // which panel holds the window wider, when one does
    for (const QString &name : window.panelNames())
        widths << u"%1 %2"_s.arg(name).arg(window.panel(name)->minimumSizeHint().width());
    // The window can be as small as the smallest supported screen: the Mesh, Monitor and Kernels
    // panels wrap their control rows (FlowLayout) rather than hold it wider (1168 px before).
    QVERIFY2(window.minimumSizeHint().width() <= 1024, qPrintable(widths.join(u", "_s)));
    QVERIFY2(window.size() == size, qPrintable(u"the window is %1x%2 (minimum %3x%4; panels: %5)"_s.arg(window.width()).arg(window.height())
                                                   .arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())
                                                   .arg(widths.join(u", "_s))));
    QVERIFY(trustChecked.wait(10000) || !trustChecked.isEmpty());
    if (QMessageBox *question = window.trustPrompt()->question())
        question->reject();
    QTest::qWait(2500); // the panels list the workspace and the Monitor opens its first run

    QStringList problems;
    for (const QString &name : window.panelNames()) {
        QVERIFY(window.showPanel(name));
        QWidget *panel = window.panel(name);
        QTest::qWait(400);
        // What the panel shows once loaded (a run's header, a plot's legend) must not widen the window.
        if (window.size() != size)
            problems << u"%1: the window grew to %2x%3: %4"_s.arg(name).arg(window.width()).arg(window.height()).arg(widestChain(panel));
        for (const QString &clipped : clippedButtons(panel))
            problems << u"%1: clipped button %2"_s.arg(name, clipped);
        const QHash<QString, QString> cut = cutTexts(panel);
        if (variant == u"small"_s) {
            m_cutInEnglish.insert(name, cut);
            for (const QString &what : cut)
                qInfo("%s: cut in English too (not counted): %s", qPrintable(name), qPrintable(what));
        } else if (!english) {
            for (auto it = cut.cbegin(); it != cut.cend(); ++it)
                if (!m_cutInEnglish.value(name).contains(it.key()))
                    problems << u"%1: %2 (fits in English) at %3"_s.arg(name, it.value(), it.key());
        }
        const QHash<QString, QString> texts = shownTexts(panel);
        if (variant == u"small"_s)
            m_textsInEnglish.insert(name, texts);
        if (catalogue) {
            const QHash<QString, QString> inEnglish = m_textsInEnglish.value(name);
            for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
                if (m_dataTexts.contains(it.value()))
                    continue; // the workspace's own words ("loss", a machine's name)
                if (catalogue->isUntranslatedSource(it.value()))
                    problems << u"%1: \"%2\" is not translated (the %3 file has it) at %4"_s.arg(name, it.value(), language, it.key());
                else if (const QString word = catalogue->untranslatedWord(it.value());
                         !word.isEmpty() && inEnglish.value(it.key()) == it.value())
                    problems << u"%1: \"%2\" is shown as in English (\"%3\" is not translated) at %4"_s.arg(name, it.value().left(80), word, it.key());
            }
        }
        const QImage shot = window.grab().toImage();
        if (dark)
            for (const QString &box : faintCheckBoxes(panel, shot))
                problems << u"%1: %2"_s.arg(name, box);
        for (const QString &outside : outsideWindow(&window, panel))
            problems << u"%1: %2 is outside the window"_s.arg(name, outside);
        for (const QString &overlap : overlapping(panel))
            problems << u"%1: %2 overlap"_s.arg(name, overlap);
        for (const QString &hidden : hiddenActions(panel))
            problems << u"%1: action %2 is only in the toolbar's extension"_s.arg(name, hidden);
        for (const QString &plot : unreadablePlots(panel))
            problems << u"%1: %2"_s.arg(name, plot);
        QVERIFY(shot.save(out.filePath(name + u".png"_s)));
    }
    m_englishMeasured = m_englishMeasured || variant == u"small"_s;
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_PanelVariants)
#include "tst_panel_variants.moc"
