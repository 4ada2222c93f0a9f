#include "widgets/common/split_sizer.h"
#include "widgets/common/view_state_keeper.h"

#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// The handle drag's own call (QSplitterHandle calls moveSplitter, which emits splitterMoved).
class Splitter final : public QSplitter
{
public:
    using QSplitter::QSplitter;
    using QSplitter::moveSplitter;
};

// A panel with a splitter of two parts; left alone, the splitter keeps their proportion as it
// grows.
struct Panel
{
    QWidget root;
    Splitter *split = nullptr;

    Panel()
    {
        auto *layout = new QVBoxLayout(&root);
        layout->setContentsMargins(0, 0, 0, 0);
        split = new Splitter(Qt::Horizontal, &root);
        layout->addWidget(split);
        new QWidget(split);
        new QWidget(split);
    }
    int first() const { return split->sizes().value(0); }
    bool showAt(const QSize &size)
    {
        root.resize(size);
        root.show();
        return QTest::qWaitForWindowExposed(&root);
    }
    bool resizeTo(int width)
    {
        root.resize(width, root.height());
        return QTest::qWaitFor([&] { return split->width() == width; });
    }
};

// 200 px to the first part, whatever the width: not a proportion, so the splitter's own
// sharing out of a resize cannot give it.
QList<int> fixedFirst(int width)
{
    return {200, width - 200};
}

} // namespace

class tst_SplitSizer final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Shown small and resized after (a window laid out after its first show), the splitter
    // has the rule's sizes at every width, as if first shown there.
    void sizesByTheRuleAtEachResize()
    {
        Panel panel;
        auto *sizer = new SplitSizer(panel.split, fixedFirst);
        QVERIFY(panel.showAt(QSize(500, 300)));
        QCOMPARE(panel.first(), 200);
        QVERIFY(panel.resizeTo(1500));
        QCOMPARE(panel.first(), 200);
        QVERIFY(panel.resizeTo(800));
        QCOMPARE(panel.first(), 200);
        QVERIFY(sizer->isSizing());

        // Sized once at the first show, the part grows with the splitter.
        Panel once;
        once.split->setSizes(fixedFirst(500));
        QVERIFY(once.showAt(QSize(500, 300)));
        QVERIFY(once.resizeTo(1500));
        QVERIFY2(once.first() > 400, qPrintable(QString::number(once.first())));
    }

    // The user's drag wins: from then on the rule is not applied.
    void stopsWhenTheUserMovesTheHandle()
    {
        Panel panel;
        auto *sizer = new SplitSizer(panel.split, fixedFirst);
        QVERIFY(panel.showAt(QSize(1000, 300)));
        QCOMPARE(panel.first(), 200);
        panel.split->moveSplitter(600, 1);
        QVERIFY(!sizer->isSizing());
        QVERIFY(panel.first() >= 590);
        QVERIFY(panel.resizeTo(1400));
        QVERIFY2(panel.first() >= 590, qPrintable(QString::number(panel.first())));
    }

    // Sizes restored from the last start (ViewStateKeeper) win, also at the next resize.
    void stopsWhenSavedSizesAreRestored()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
        {
            Panel last;
            QVERIFY(last.showAt(QSize(1000, 300)));
            last.split->setSizes({700, 300});
            ViewStateKeeper::save(&last.root, settings, u"views/panel"_s);
        }
        Panel panel;
        auto *sizer = new SplitSizer(panel.split, fixedFirst);
        QVERIFY(panel.showAt(QSize(1000, 300)));
        QCOMPARE(panel.first(), 200);
        QVERIFY(!ViewStateKeeper::restoredSizes(panel.split));
        ViewStateKeeper::restore(&panel.root, settings, u"views/panel"_s);
        QVERIFY(ViewStateKeeper::restoredSizes(panel.split));
        QVERIFY(panel.first() >= 690);
        QVERIFY(panel.resizeTo(1200));
        QVERIFY(!sizer->isSizing());
        QVERIFY2(panel.first() >= 690, qPrintable(QString::number(panel.first())));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_SplitSizer)

#include "tst_split_sizer.moc"
