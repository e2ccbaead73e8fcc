#include "run/junitreader.h"
#include "core/boundedfile.h"

#include "run/pytestlog.h"
#include "run/runnertestcase.h"


#include <QBuffer>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringView>
#include <QXmlStreamReader>

#include <algorithm>

namespace dtriage {

namespace {

using Outcome = JUnitCase::Outcome;
using LineSource = JUnitCase::LineSource;

const QString kTestcase = QStringLiteral("testcase");
const QString kTestsuite = QStringLiteral("testsuite");
const QString kTestsuites = QStringLiteral("testsuites");
const QString kErrorMessageProperty = QStringLiteral("error_message");
const QString kTagsProperty = QStringLiteral("tags");

// Merging testcases of one key: the worse outcome wins, and Unknown is the worst,
// because a pass must never stand in for a testcase nobody could read.
int severity(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Passed:
        return 0;
    case Outcome::Skipped:
        return 1;
    case Outcome::XFailed:
        return 2;
    case Outcome::Errored:
        return 3;
    case Outcome::Failed:
        return 4;
    case Outcome::Unknown:
        break;
    }
    return 5;
}

// Keeps the head and the tail of a long text: pytest's "E   " lines sit at the
// end of a traceback, the test's own context at the start.
class BoundedText {
public:
    void append(QStringView chunk)
    {
        m_total += chunk.size();
        const qsizetype room = qMax<qsizetype>(0, kHead - m_head.size());
        m_head.append(chunk.left(room));
        if (chunk.size() > room)
            m_tail.append(chunk.mid(room));
        if (m_tail.size() > 2 * kTail)  // amortised: trim only now and then
            m_tail = m_tail.right(kTail);
    }
    bool isCut() const { return m_total > kHead + kTail; }
    QString text() const
    {
        if (!isCut())
            return m_head + m_tail;
        const qsizetype left = m_total - kHead - kTail;
        return m_head + JUnitReader::tr("\n[… %n characters left out …]\n", nullptr, int(left))
               + m_tail.right(kTail);
    }

private:
    static constexpr qsizetype kHead = JUnitReader::kMaxTextChars / 4;
    static constexpr qsizetype kTail = JUnitReader::kMaxTextChars - kHead;
    QString m_head;
    QString m_tail;
    qsizetype m_total = 0;
};

// The characters of the current element up to its end tag, bounded; false when
// the document broke off first.
bool readBounded(QXmlStreamReader& xml, BoundedText& into)
{
    int depth = 0;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::Characters:
            into.append(xml.text());
            break;
        case QXmlStreamReader::StartElement:
            ++depth;
            break;
        case QXmlStreamReader::EndElement:
            if (depth-- == 0)
                return true;
            break;
        default:
            break;
        }
    }
    return false;
}

struct OpenCase {
    JUnitCase result;
    BoundedText text;
    BoundedText output;
    bool cut = false;
};

QString attribute(const QXmlStreamReader& xml, const QString& name)
{
    return xml.attributes().value(name).toString();
}

void readProperty(const QXmlStreamReader& xml, OpenCase& open)
{
    QString value = attribute(xml, QStringLiteral("value"));
    if (value.size() > JUnitReader::kMaxTextChars) {
        BoundedText bounded;
        bounded.append(value);
        value = bounded.text();
        open.cut = true;
    }
    open.result.properties.append({attribute(xml, QStringLiteral("name")), value});
}

Outcome outcomeOfElement(QStringView element, QStringView type)
{
    if (element == u"failure")
        return Outcome::Failed;
    if (element == u"error")
        return Outcome::Errored;
    return type == u"pytest.xfail" ? Outcome::XFailed : Outcome::Skipped;
}

// <failure>, <error> or <skipped>: the first or the worst of them describes the case.
bool readResultElement(QXmlStreamReader& xml, OpenCase& open)
{
    const Outcome outcome = outcomeOfElement(xml.name(), xml.attributes().value(QLatin1StringView("type")));
    const bool takes = severity(outcome) > severity(open.result.outcome);
    if (takes) {
        open.result.outcome = outcome;
        open.result.message = attribute(xml, QStringLiteral("message"));
        open.result.errorType = attribute(xml, QStringLiteral("type"));
    }
    BoundedText body;
    const bool closed = readBounded(xml, body);
    if (takes) {
        open.text = body;
    }
    return closed;
}

bool isResultElement(QStringView name)
{
    return name == u"failure" || name == u"error" || name == u"skipped";
}

bool isOutputElement(QStringView name)
{
    return name == u"system-out" || name == u"system-err";
}

// The children of one <testcase>; false when the document broke off inside it.
bool readTestcaseBody(QXmlStreamReader& xml, OpenCase& open)
{
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == kTestcase)
            return true;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const QStringView name = xml.name();
        bool closed = true;
        if (name == u"property")
            readProperty(xml, open);
        else if (isResultElement(name))
            closed = readResultElement(xml, open);
        else if (isOutputElement(name))
            closed = readBounded(xml, open.output);
        if (!closed)
            return false;
    }
    return false;
}

// "tests.runner.test_models" -> "tests/runner/test_models.py"
QString fileFromClassname(const QString& classname)
{
    if (classname.isEmpty())
        return {};
    QString path = classname;
    path.replace(u'.', u'/');
    return path + QStringLiteral(".py");
}

QString nodeIdOf(const QString& file, const QString& classname, const QString& name)
{
    if (name.contains(QStringLiteral("::")))  // some converters put the whole node id here
        return name;
    const QString path = file.isEmpty() ? fileFromClassname(classname) : file;
    return path.isEmpty() ? name : path + QStringLiteral("::") + name;
}

OpenCase startCase(const QXmlStreamReader& xml)
{
    OpenCase open;
    JUnitCase& c = open.result;
    c.classname = attribute(xml, QStringLiteral("classname"));
    c.name = attribute(xml, QStringLiteral("name"));
    c.key = JUnitReader::keyFromName(c.name);
    if (c.key.isEmpty())  // a converter that put the parameters on the class name
        c.key = JUnitReader::keyFromName(c.classname);
    c.nodeId = nodeIdOf(attribute(xml, QStringLiteral("file")), c.classname, c.name);
    c.seconds = xml.attributes().value(QLatin1StringView("time")).toDouble();
    c.outcome = Outcome::Passed;  // until a <failure>/<error>/<skipped> says otherwise
    return open;
}

QString exceptionTypeOf(const QString& message)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Exit)):)"));
    const QRegularExpressionMatch m = re.match(message);
    return m.hasMatch() ? m.captured(1) : QString();
}

// The first candidate that has a meaningful line gives both the line and, when
// the line alone says nothing, the context to classify.
void pickErrorLine(JUnitCase& c, const QString& log)
{
    const QPair<LineSource, QString> property{LineSource::Property, c.errorMessage};
    const QPair<LineSource, QString> message{LineSource::Message, c.message};
    const bool lead = c.errorMessageLeads();
    const QList<QPair<LineSource, QString>> candidates = {
        lead ? property : message, lead ? message : property,
        {LineSource::Text, c.text}, {LineSource::Output, c.output}, {LineSource::Log, log},
    };
    QList<QString> texts;
    for (const auto& candidate : candidates)
        texts << candidate.second;
    const BringupClassifier::QuotedLine quoted = BringupClassifier::quotedLine(texts);
    if (quoted.from < 0)
        return;
    c.errorLine = quoted.line;
    c.lineSource = candidates.at(quoted.from).first;
    // error_message has no exception type; the message attribute has it.
    for (const QString* context : std::initializer_list<const QString*>{&quoted.line, &texts.at(quoted.from), &c.message}) {
        c.category = BringupClassifier::classify(*context);
        if (c.category != BringupClassifier::Category::Unclassified)
            break;
    }
}

void finishCase(OpenCase& open, const QString& logText)
{
    JUnitCase& c = open.result;
    c.text = open.text.text();
    c.output = open.output.text();
    c.errorMessage = c.property(kErrorMessageProperty);
    if (c.errorType.isEmpty() || c.errorType.startsWith(QStringLiteral("pytest.")))
        c.errorType = exceptionTypeOf(c.message);
    if (open.cut || open.text.isCut() || open.output.isCut())
        c.note = JUnitReader::tr("the failure text was too long; only its start and end are kept");
    if (const QString tags = c.property(kTagsProperty); !tags.isEmpty()) {
        c.tags = RunnerTags::parse(tags);
        c.tagsUnreadable = !c.tags;
    }
    RunnerTestcase::settle(c);
    if (c.outcome == Outcome::Passed)
        return;
    const bool useLog = !c.isKnown();
    pickErrorLine(c, useLog ? JUnitReader::logSection(logText, c.key) : QString());
    if (c.errorLine.isEmpty() && !logText.isEmpty())  // "Error code 13" everywhere in the XML
        pickErrorLine(c, JUnitReader::logSection(logText, c.key));
    if (const auto runner = c.runnerCategory()) {
        c.category = *runner;
        c.categoryFromTags = true;
    }
}

// Adds a finished case, merging it into an earlier one of the same key.
void addCase(JUnitReport& report, QHash<QString, qsizetype>& index, JUnitCase c)
{
    ++report.testcases;
    if (c.key.isEmpty())
        return;
    if (!RunnerTestcase::speaksFor(c.function, c.key)) {
        report.otherFunctions.insert(c.key, c.function);
        return;
    }
    const auto it = index.constFind(c.key);
    if (it == index.constEnd()) {
        index.insert(c.key, report.cases.size());
        report.cases.append(std::move(c));
        return;
    }
    JUnitCase& earlier = report.cases[*it];
    if (severity(c.outcome) > severity(earlier.outcome))
        earlier = std::move(c);
}

QString cutOffNote()
{
    return JUnitReader::tr(
        "its <testcase> element was cut off (truncated JUnit XML): unknown — see the log");
}

QString notReadNote()
{
    return JUnitReader::tr("not read: the JUnit XML is truncated — unknown, see the log");
}

QString missingNote()
{
    return JUnitReader::tr("not in the JUnit XML — unknown, see the log");
}

struct Parser {
    QXmlStreamReader& xml;
    const QString& logText;
    JUnitReport report;
    QHash<QString, qsizetype> index;
    bool sawRoot = false;
    JUnitReader::Bodies bodies = JUnitReader::Bodies::Kept;

    // false once the document is unusable or broke off
    bool readCase()
    {
        OpenCase open = startCase(xml);
        const bool closed = readTestcaseBody(xml, open);
        if (!closed) {
            open.result.outcome = Outcome::Unknown;
            open.result.lineSource = LineSource::None;
        }
        finishCase(open, logText);
        if (!closed)
            open.result.note = cutOffNote();
        if (bodies == JUnitReader::Bodies::Dropped) {
            open.result.text = QString();
            open.result.output = QString();
        }
        addCase(report, index, std::move(open.result));
        return closed;
    }

    Result<void> startElement()
    {
        const QStringView name = xml.name();
        if (!sawRoot && name != kTestsuites && name != kTestsuite) {
            return fail(JUnitReader::tr("not a JUnit XML file (its root element is <%1>)")
                            .arg(name.toString()));
        }
        sawRoot = true;
        if (name == kTestsuite)
            ++report.suites;
        else if (name == kTestcase)
            readCase();
        return {};
    }

    Result<void> run()
    {
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (Result<void> ok = startElement(); !ok)
                return ok;
        }
        return {};
    }
};

Result<JUnitReport> finish(Parser& parser, const QString& source)
{
    QXmlStreamReader& xml = parser.xml;
    JUnitReport& report = parser.report;
    if (xml.hasError() && !parser.sawRoot) {
        return fail(JUnitReader::tr("not a readable JUnit XML file: %1 — unknown, see the log")
                        .arg(xml.errorString()),
                    source, int(xml.lineNumber()));
    }
    if (xml.hasError()) {
        report.truncated = true;
        report.problem =
            JUnitReader::tr("the JUnit XML breaks off at line %1 (%2): test cases not fully read "
                            "are unknown — see the log")
                .arg(xml.lineNumber())
                .arg(xml.errorString());
    }
    return std::move(report);
}

// A CI tool that re-encodes a file may leave Latin-1 bytes in a document that
// declares UTF-8; QXmlStreamReader then gives up on the whole file, although every
// outcome in it is intact. Such bytes are replaced (U+FFFD) and parsing goes on.
// Other declared encodings and UTF-16/32 BOMs are left to QXmlStreamReader.
bool needsUtf8Repair(const QByteArray& xml, QString& repaired)
{
    static const QRegularExpression declared(
        QStringLiteral(R"(^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["'])"));
    const QString head = QString::fromLatin1(xml.left(256));
    const QRegularExpressionMatch m = declared.match(head);
    const QString encoding = m.hasMatch() ? m.captured(1).toLower() : QStringLiteral("utf-8");
    const bool utf16or32Bom = xml.startsWith("\xff\xfe") || xml.startsWith("\xfe\xff")
                              || xml.startsWith(QByteArray("\x00\x00\xfe\xff", 4));
    if (utf16or32Bom || (encoding != u"utf-8" && encoding != u"utf8"))
        return false;
    // Checked a slice at a time: a 250 MB report decoded whole for the check alone
    // held 500 MB of text beside its bytes. Decoded whole only when it needs repair.
    QStringDecoder check(QStringDecoder::Utf8);
    constexpr qsizetype kSlice = 1 << 20;
    for (qsizetype at = 0; at < xml.size() && !check.hasError(); at += kSlice)
        (void)QString(check.decode(QByteArrayView(xml).sliced(at, std::min(kSlice, xml.size() - at))));  // decode() is lazy
    if (!check.hasError())
        return false;
    QStringDecoder decoder(QStringDecoder::Utf8);
    repaired = decoder.decode(xml);
    return true;
}

}  // namespace

YamlPlan::Observation JUnitReport::observe(const QString& key) const
{
    const JUnitCase c = outcomeFor(key);
    // The case's category: the runner's verdict when the run decided it, else the
    // reading of its line, message and body (the type a bare error_message lacks).
    const std::optional<BringupClassifier::Category> category =
        c.category == BringupClassifier::Category::Unclassified ? c.runnerCategory() : std::optional(c.category);
    return {c.pytestOutcome().value_or(YamlPlan::PytestOutcome::Skipped), c.errorText(),
            JUnitReader::logSection(logText, key), category, c.errorLine};
}

JUnitCase JUnitReport::outcomeFor(const QString& key) const
{
    for (const JUnitCase& c : cases) {
        if (c.key == key)
            return c;
    }
    OpenCase open;
    open.result.key = key;
    open.result.nodeId = QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(key);
    open.result.name = QStringLiteral("test_all_models_torch[%1]").arg(key);
    finishCase(open, logText);
    open.result.note = truncated ? notReadNote() : problem.isEmpty() ? missingNote() : problem;
    if (const auto other = otherFunctions.constFind(key); other != otherFunctions.cend())
        open.result.note = JUnitReader::tr("the report holds only %1[%2], not the entry's own test: no outcome")
                               .arg(*other, key);
    return open.result;
}

QStringList JUnitReport::keys() const
{
    QStringList keys;
    for (const JUnitCase& c : cases)
        keys.append(c.key);
    return keys;
}

JUnitReport JUnitReport::unavailable(const QString& why, const QString& logText)
{
    JUnitReport report;
    report.problem = why;
    report.logText = logText;
    return report;
}

Result<JUnitReport> JUnitReader::read(const QString& path, const QString& logText)
{
    QFile file(path);
    if (!file.exists()) {
        return fail(tr("the JUnit XML does not exist: pytest wrote no results — unknown, see the "
                       "log"),
                    path);
    }
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Report);
    if (!bytes)
        return fail(tr("cannot read the JUnit XML: %1").arg(bytes.error().message), path);
    return fromBytes(*bytes, logText, path);
}

Result<JUnitReport> JUnitReader::readAll(const QStringList& paths, const QString& logText)
{
    if (paths.size() == 1)
        return read(paths.constFirst(), logText);
    JUnitReport merged;
    merged.source = paths.join(QStringLiteral(", "));
    merged.logText = logText;
    QHash<QString, qsizetype> index;
    QStringList problems;
    int unreadable = 0;
    for (const QString& path : paths) {
        auto one = read(path, logText);
        if (!one) {
            ++unreadable;
            problems << one.error().toString();
            continue;
        }
        merged.suites += one->suites;
        const int testcases = merged.testcases + one->testcases;
        for (JUnitCase& c : one->cases)
            addCase(merged, index, std::move(c));
        merged.testcases = testcases;  // addCase counted only the keyed ones
        merged.notes += one->notes;
        merged.otherFunctions.insert(one->otherFunctions);
        if (one->truncated)
            problems << path + QStringLiteral(": ") + one->problem;
    }
    if (paths.isEmpty() || unreadable == paths.size())
        return fail(paths.isEmpty() ? tr("no JUnit XML to read — unknown") : problems.join(u'\n'));
    merged.truncated = !problems.isEmpty();
    merged.problem = problems.join(QStringLiteral("; "));
    return merged;
}

Result<JUnitReport> JUnitReader::fromBytes(const QByteArray& xml, const QString& logText,
                                           const QString& source, Bodies bodies)
{
    // What QByteArray::trimmed() took for blank (ASCII white space), without its copy.
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
    if (std::all_of(xml.cbegin(), xml.cend(), blank)) {
        return fail(tr("the JUnit XML is empty: pytest stopped before writing results — "
                       "unknown, see the log"),
                    source);
    }
    QString repaired;
    const bool badUtf8 = needsUtf8Repair(xml, repaired);
    QXmlStreamReader reader;
    // Through a device, the reader decodes 8 KB at a time; handed the bytes with
    // addData() it decoded them whole (a 250 MB report: 500 MB more of text).
    QBuffer device;
    if (badUtf8) {
        reader.addData(repaired);
    } else {
        device.setData(xml);
        device.open(QIODevice::ReadOnly);
        reader.setDevice(&device);
    }
    Parser parser{reader, logText, {}, {}, false, bodies};
    if (badUtf8) {
        parser.report.notes.append(
            tr("the file is not valid UTF-8 although it says so; the invalid bytes were "
               "replaced with U+FFFD"));
    }
    parser.report.source = source;
    parser.report.logText = logText;
    if (Result<void> ok = parser.run(); !ok)
        return fail(ok.error().message, source);
    return finish(parser, source);
}

QString JUnitReader::keyFromName(const QString& name)
{
    if (!name.endsWith(u']'))
        return {};
    const qsizetype open = name.indexOf(u'[');
    if (open < 0)
        return {};
    return name.mid(open + 1, name.size() - open - 2);
}

QString JUnitReader::logSection(const QString& logText, const QString& key)
{
    return PytestLog::section(logText, key);
}

}  // namespace dtriage
