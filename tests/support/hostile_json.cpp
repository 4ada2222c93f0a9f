#include "support/hostile_json.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace twb::test {

void addHostileJsonRows()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("position");
    QTest::newRow("number beyond double range") << QByteArray("{\"a\": 1e999999}") << u"line 1, column 7"_s;
    QTest::newRow("negative number beyond range, line 2") << QByteArray("{\n  \"a\": [1, -2e400]}") << u"line 2, column 12"_s;
    // Closed, inside an object: the shape that overflowed the stack (a copy of the value recursed).
    QTest::newRow("100000 levels of nesting")
        << QByteArray("{\"a\": ") + QByteArray(100000, '[') + QByteArray(100000, ']') + "}" << u"line 1, column 262"_s;
    QTest::newRow("truncated") << QByteArray("{\"schema\": \"x\",\n \"a\": [1, 2") << u"line 2, column 12"_s;
    QTest::newRow("invalid UTF-8") << QByteArray("{\"name\": \"\xc3\x28\"}") << u"line 1, column 12"_s;
    QTest::newRow("NUL byte") << QByteArray("{\"name\": \"a\0b\"}", 15) << u"line 1, column 12"_s;
}

} // namespace twb::test
