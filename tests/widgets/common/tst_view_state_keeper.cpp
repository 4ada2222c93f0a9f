#include "widgets/common/view_state_keeper.h"

#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include <memory>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// A panel as the app builds them: a splitter with a sortable table in it, nothing named but
// the table.
struct Panel
{
    QWidget root;
    QSplitter *split = nullptr;
    QTableView *table = nullptr;
    QStandardItemModel model;

    explicit Panel(int columns, bool shown = true) : model(6, columns)
    {
        for (int row = 0; row < 6; ++row)
            for (int column = 0; column < columns; ++column)
                model.setItem(row, column, new QStandardItem(QString::number((row * 7 + column * 3) % 11)));
        auto *layout = new QVBoxLayout(&root);
        split = new QSplitter(Qt::Horizontal, &root);
        layout->addWidget(split);
        table = new QTableView(split);
        table->setObjectName(u"runs"_s);
        table->setModel(&model);
        table->setSortingEnabled(true);
        table->sortByColumn(0, Qt::AscendingOrder);
        new QWidget(split);
        root.resize(800, 400);
        if (shown)
            root.show();
    }
    QString firstCell(int column) const { return model.item(0, column)->text(); }
};

} // namespace

class tst_ViewStateKeeper final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }

    // What the user arranged (splitter, column width, sort) is what the next start shows.
    void layoutComesBackOnTheNextStart()
    {
        int splitAt = 0;
        {
            Panel before(3);
            before.split->setSizes({200, 600});
            splitAt = before.split->sizes().value(0);
            before.table->horizontalHeader()->resizeSection(0, 150);
            before.table->sortByColumn(2, Qt::DescendingOrder);
            QSettings settings = open();
            ViewStateKeeper::save(&before.root, settings, u"views/monitor"_s);
        }
        Panel after(3);
        QCOMPARE(after.table->horizontalHeader()->sortIndicatorSection(), 0);
        const QSettings settings = open();
        ViewStateKeeper::restore(&after.root, settings, u"views/monitor"_s);
        QVERIFY(splitAt < 300);
        QCOMPARE(after.split->sizes().value(0), splitAt);
        QCOMPARE(after.table->horizontalHeader()->sectionSize(0), 150);
        QCOMPARE(after.table->horizontalHeader()->sortIndicatorSection(), 2);
        QCOMPARE(after.table->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        // The rows are sorted by it, not only the arrow drawn.
        int highest = 0;
        for (int row = 0; row < after.model.rowCount(); ++row)
            highest = std::max(highest, after.model.item(row, 2)->text().toInt());
        QCOMPARE(after.firstCell(2).toInt(), highest);
    }

    // A table with other columns than saved keeps its own layout (widths and the sort would
    // land on the wrong columns); the splitter still comes back. Another panel's group is not
    // read.
    void otherColumnsOrPanelsAreLeftAlone()
    {
        int splitAt = 0;
        {
            Panel before(3);
            before.split->setSizes({200, 600});
            splitAt = before.split->sizes().value(0);
            before.table->horizontalHeader()->resizeSection(0, 150);
            before.table->sortByColumn(2, Qt::DescendingOrder);
            QSettings settings = open();
            ViewStateKeeper::save(&before.root, settings, u"views/compare"_s);
        }
        Panel wider(4);
        const int width = wider.table->horizontalHeader()->sectionSize(0);
        const QSettings settings = open();
        ViewStateKeeper::restore(&wider.root, settings, u"views/compare"_s);
        QCOMPARE(wider.split->sizes().value(0), splitAt);
        QCOMPARE(wider.table->horizontalHeader()->sectionSize(0), width);
        QCOMPARE(wider.table->horizontalHeader()->sortIndicatorSection(), 0);

        Panel other(3);
        const QList<int> sizes = other.split->sizes();
        ViewStateKeeper::restore(&other.root, settings, u"views/monitor"_s);
        QCOMPARE(other.split->sizes(), sizes);
    }

    // A panel not shown in this start (the user stayed on another) keeps what was saved the
    // start before: its splitter was never laid out and its table never sized, so their
    // state is no choice of the user's (it put the Monitor's run list at a fifth of the width).
    void aPanelNotShownKeepsItsSavedState()
    {
        int splitAt = 0;
        {
            Panel before(3);
            before.split->setSizes({200, 600});
            splitAt = before.split->sizes().value(0);
            before.table->horizontalHeader()->resizeSection(0, 150);
            QSettings settings = open();
            ViewStateKeeper::save(&before.root, settings, u"views/monitor"_s);
        }
        {
            Panel unseen(3, false);
            unseen.split->setSizes({700, 100});
            QSettings settings = open();
            ViewStateKeeper::save(&unseen.root, settings, u"views/monitor"_s);
        }
        Panel after(3);
        const QSettings settings = open();
        ViewStateKeeper::restore(&after.root, settings, u"views/monitor"_s);
        QVERIFY(splitAt < 300);
        QCOMPARE(after.split->sizes().value(0), splitAt);
        QCOMPARE(after.table->horizontalHeader()->sectionSize(0), 150);
    }

    // Nothing saved yet (a first start): nothing changes.
    void firstStartChangesNothing()
    {
        Panel panel(3);
        const QList<int> sizes = panel.split->sizes();
        const QSettings settings = open();
        ViewStateKeeper::restore(&panel.root, settings, u"views/monitor"_s);
        QCOMPARE(panel.split->sizes(), sizes);
        QCOMPARE(panel.table->horizontalHeader()->sortIndicatorSection(), 0);
    }

private:
    QSettings open() const { return QSettings(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_ViewStateKeeper)

#include "tst_view_state_keeper.moc"
