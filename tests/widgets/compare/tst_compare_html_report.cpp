// Compare's shareable HTML report: exported from the panel (written on the pool), one file with
// no script and no outside reference, with the results, the config diff and the runs' tags and
// notes (escaped); then opened in headless Chromium and screenshotted: every run's curve colour
// is in the picture as a line across a plot, not only as a legend swatch.
#include "core/experiment/config_hash.h"
#include "core/util/json.h"
#include "core/services/workbench_session.h"
#include "widgets/compare/compare_exporter.h"
#include "widgets/compare/compare_panel.h"

#include "support/test_paths.h"
#include "support/widget_test_main.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;
using twb::Json;

namespace {

// A run folder as the launcher leaves it: run.json (with tags and notes), config.json and a
// metrics file whose loss decays to `final`, 300 points.
void writeRun(const QString &runsDir, const QString &id, double lr, double final, const Json &tags, const QString &notes)
{
    Json config = {{"train", {{"lr", lr}, {"seed", 0}}}, {"model", {{"d_model", 64}}}};
    const QString dir = runsDir + u'/' + id;
    QDir().mkpath(dir + u"/metrics"_s);
    Json run = {{"schema", "tpuwb.run/1"}, {"run_id", twb::toStd(id)}, {"experiment", "tiny"},
                {"config_hash", twb::toStd(twb::configHash(config))}, {"seed", 0}, {"state", "finished"},
                {"tags", tags}, {"notes", twb::toStd(notes)}};
    if (!twb::writeJsonFileAtomically(dir + u"/run.json"_s, run) || !twb::writeJsonFileAtomically(dir + u"/config.json"_s, config))
        qFatal("cannot write run.json or config.json");
    QByteArray lines;
    for (int step = 1; step <= 300; ++step) {
        const double loss = final + 3.0 * std::exp(-step / 40.0) + 0.02 * std::sin(step * 0.5);
        lines += "{\"step\": " + QByteArray::number(step) + ", \"loss\": " + QByteArray::number(loss, 'g', 17)
                 + ", \"grad_norm\": " + QByteArray::number(1.0 + final / (1 + step), 'g', 17) + "}\n";
    }
    QFile file(dir + u"/metrics/host-0.jsonl"_s);
    if (!file.open(QIODevice::WriteOnly) || file.write(lines) != lines.size())
        qFatal("cannot write metrics");
}

struct ColorSpread
{
    int pixels = 0;
    int columns = 0;   // distinct x with the colour
    int width = 0;     // rightmost - leftmost
};

ColorSpread spread(const QImage &image, QColor color)
{
    ColorSpread result;
    QList<bool> seen(image.width(), false);
    int left = image.width(), right = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = line[x];
            if (std::abs(qRed(p) - color.red()) <= 14 && std::abs(qGreen(p) - color.green()) <= 14
                && std::abs(qBlue(p) - color.blue()) <= 14) {
                ++result.pixels;
                if (!seen[x]) {
                    seen[x] = true;
                    ++result.columns;
                }
                left = std::min(left, x);
                right = std::max(right, x);
            }
        }
    }
    result.width = right >= left ? right - left : 0;
    return result;
}

} // namespace

class tst_CompareHtmlReport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void writesOneSelfContainedFile();
    void chromiumShowsThePlots();

private:
    QTemporaryDir m_dir;
    QString m_report;
    QStringList m_colors;
};

void tst_CompareHtmlReport::initTestCase()
{
    const QString runs = m_dir.filePath(u"runs"_s);
    writeRun(runs, u"tiny-a"_s, 1e-3, 1.0, Json::array({"baseline"}), u"first try <b>not bold</b>"_s);
    writeRun(runs, u"tiny-b"_s, 3e-3, 1.6, Json::array({"sweep", "lr"}), u"higher lr"_s);
    writeRun(runs, u"tiny-c"_s, 1e-2, 2.2, Json::array(), QString());

    twb::WorkbenchSession context;
    twb::ComparePanel panel(context);
    panel.resize(1200, 800);
    QSignalSpy loaded(&panel, &twb::ComparePanel::loaded);
    panel.openRuns({runs + u"/tiny-a"_s, runs + u"/tiny-b"_s, runs + u"/tiny-c"_s});
    QVERIFY(loaded.wait(20000));
    panel.setMetric(u"loss"_s);

    m_report = m_dir.filePath(u"out/report.html"_s);
    QVERIFY(QDir().mkpath(m_dir.filePath(u"out"_s)));
    QSignalSpy written(panel.exporter(), &twb::CompareExporter::htmlReportWritten);
    panel.exporter()->exportHtmlReport(m_report);
    QVERIFY(written.wait(20000));
    QCOMPARE(written[0][0].toString(), m_report);
    QCOMPARE(written[0][1].toString(), QString());
}

void tst_CompareHtmlReport::writesOneSelfContainedFile()
{
    QFile file(m_report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    // Nothing outside the file: no script, no linked file, no image or style from elsewhere.
    for (const QString &outside : {u"<script"_s, u"src="_s, u"href="_s, u"<link"_s, u"@import"_s, u"url("_s})
        QVERIFY2(!html.contains(outside, Qt::CaseInsensitive), qPrintable(outside));
    QCOMPARE(html.count(u"<svg"_s), 2); // loss and grad_norm
    QVERIFY(html.indexOf(u">loss</text>"_s) < html.indexOf(u">grad_norm</text>"_s)); // the chosen metric first
    // Results table, config diff, tags and notes (escaped, not markup).
    QVERIFY(html.contains(u"<h2>Results</h2>"_s));
    QVERIFY(html.contains(u"<th>train.lr</th>"_s));
    QVERIFY(html.contains(u"<td>0.003</td>"_s));
    // Each cell has one seed: no std of 0, no zero-width interval, but a note that says why.
    QCOMPARE(html.count(u"<td colspan=\"2\" class=\"nospread\">one seed: no spread</td>"_s), 3);
    const qsizetype from = html.indexOf(u"<h2>Results</h2>"_s);
    const QString results = html.mid(from, html.indexOf(u"<h2>Config diff</h2>"_s) - from);
    QVERIFY2(!results.contains(u"<td class=\"n\">0</td>"_s) && !results.contains(u" … "_s), qPrintable(results));
    QVERIFY(html.contains(u"<span class=\"tag\">baseline</span>"_s));
    QVERIFY(html.contains(u"<span class=\"tag\">sweep</span><span class=\"tag\">lr</span>"_s));
    QVERIFY(html.contains(u"first try &lt;b&gt;not bold&lt;/b&gt;"_s));
    QVERIFY(!html.contains(u"<b>not bold</b>"_s));
    QVERIFY(html.contains(u"higher lr"_s));
    // Each run's colour: the legend's swatches, in the order of the runs.
    const QRegularExpression swatch(u"<li><span class=\"swatch\" style=\"background:(#[0-9a-f]{6})\"></span>"_s);
    for (auto it = swatch.globalMatch(html); it.hasNext();)
        m_colors << it.next().captured(1);
    QCOMPARE(m_colors.size(), 3);
    QCOMPARE(QSet<QString>(m_colors.begin(), m_colors.end()).size(), 3);
    for (const QString &color : m_colors)
        QVERIFY2(html.contains(u"stroke=\"%1\""_s.arg(color)), qPrintable(color));
}

void tst_CompareHtmlReport::chromiumShowsThePlots()
{
    const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
    if (chromium.isEmpty())
        QSKIP("chromium is not installed (Debian package `chromium`, in scripts/install-deps.sh): "
              "the report cannot be opened in a browser here");
    QVERIFY(!m_colors.isEmpty());
    QTemporaryDir profile;
    const QString png = m_dir.filePath(u"out/report.png"_s);
    QProcess browser;
    browser.setProcessChannelMode(QProcess::MergedChannels);
    // --no-sandbox: tests may run as root, where Chromium's sandbox refuses to start.
    browser.start(chromium, {u"--headless"_s, u"--no-sandbox"_s, u"--disable-gpu"_s, u"--hide-scrollbars"_s,
                             u"--no-first-run"_s, u"--user-data-dir="_s + profile.path(),
                             u"--window-size=1280,1900"_s, u"--screenshot="_s + png,
                             QUrl::fromLocalFile(m_report).toString()});
    QVERIFY(browser.waitForFinished(120000));
    const QByteArray output = browser.readAll();
    QVERIFY2(browser.exitCode() == 0 && QFile::exists(png), output.constData());
    QImage image(png);
    QVERIFY2(!image.isNull(), qPrintable(png));
    image = image.convertToFormat(QImage::Format_RGB32);
    QFile::copy(png, twb::test::artifactsDir() + u"/compare_html_report.png"_s);
    // Each run's curve: its colour on many pixels across most of a plot's width (the chart's
    // plot area is 680 px wide; a legend swatch is 10 px).
    for (const QString &color : m_colors) {
        const ColorSpread s = spread(image, QColor(color));
        QVERIFY2(s.columns > 300 && s.width > 500 && s.pixels > 600,
                 qPrintable(u"%1: %2 pixels in %3 columns over %4 px"_s.arg(color).arg(s.pixels).arg(s.columns).arg(s.width)));
    }
    // And the page is not a blank: the grey frame and text are there too.
    const ColorSpread frame = spread(image, QColor(0x88, 0x88, 0x88));
    QVERIFY2(frame.pixels > 1000, qPrintable(QString::number(frame.pixels)));
}

TWB_WIDGET_TEST_MAIN(tst_CompareHtmlReport)
#include "tst_compare_html_report.moc"
