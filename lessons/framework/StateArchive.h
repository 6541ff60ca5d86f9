// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's state as data: how what evolves (positions, velocities, time, random engines,
// counters) is written to bytes and read back.
//
// We use cereal (Debian `libcereal-dev`): one `serialize(Archive&)` function per type serves both
// directions, so a member cannot be written without being read. The archive is cereal's portable
// binary archive: doubles are stored bit for bit (a continued run gives the same bits as one
// never stopped) and the bytes do not depend on the machine's endianness.
//
// The protocol every lesson follows (see Lesson::saveState/loadState):
//   save:  the lesson writes its State;
//   load:  the framework first calls reset(values) with the parameter values that were in force,
//          which rebuilds everything derived from parameters, then loadState() overwrites what
//          evolves. So a State holds only what a reset cannot rebuild.
//
// This file adds serialisers for the non-standard types states are made of: Eigen vectors and
// matrices, std::optional and the standard random engines. Reading a malformed archive throws
// (cereal::Exception, std::exception); the session reader turns that into a message.
#pragma once

#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/deque.hpp>
#include <cereal/types/map.hpp>
#include <cereal/types/optional.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/utility.hpp>
#include <cereal/types/variant.hpp>
#include <cereal/types/vector.hpp>

#include "framework/Translatable.h"

#include <Eigen/Core>

#include <algorithm>
#include <cstdint>
#include <istream>
#include <new>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace pl {

// A state that was read but cannot be used (NaN where a number must be finite, a negative mass).
// `why` is the same sentence to translate (Translatable.h), for the window; what() its English.
struct StateError : std::runtime_error {
    explicit StateError(TrText sentence)
        : std::runtime_error(sentence.english()), why(std::move(sentence)) {}
    TrText why;
};

} // namespace pl

// A bool is read as one byte that must be 0 or 1: a damaged or forged state may hold any other
// value, and loading it into a bool as it stands is undefined behaviour (UBSan: "load of value
// 89, which is not a valid value for type 'bool'"). Preferred by overload resolution to cereal's
// template for every arithmetic type.
namespace cereal {
inline void CEREAL_LOAD_FUNCTION_NAME(PortableBinaryInputArchive& ar, bool& value)
{
    std::uint8_t byte = 0;
    ar.template loadBinary<sizeof byte>(&byte, sizeof byte);
    if (byte > 1)
        throw pl::StateError(pl::TrText(PL_TR_NOOP("lessons", "a true/false value is stored as "
                                                              "%1, neither 0 nor 1 (damaged)"),
                                        {pl::trText(std::to_string(int(byte)))}));
    value = byte != 0;
}
} // namespace cereal

namespace pl {

using StateWriter = cereal::PortableBinaryOutputArchive;
using StateReader = cereal::PortableBinaryInputArchive;

// What reading an archive found wrong, as a clause to translate: cereal's and the standard
// library's words ("Failed to read 8 bytes from input stream! Read 3", "std::bad_alloc") for a
// reader. What no clause here says comes through in the reader's English, as it is.
inline TrText archiveErrorText(const std::exception& e) {
    const std::string what = e.what();
    if (dynamic_cast<const cereal::Exception*>(&e)) {
        if (what.rfind("Failed to read ", 0) == 0)
            return PL_TR_NOOP("lessons", "it ends before everything in it was read");
        if (what.rfind("Invalid 'index' selector", 0) == 0)
            return PL_TR_NOOP("lessons", "a choice in it names an alternative that does not exist");
    }
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return PL_TR_NOOP("lessons", "a size in it asks for more memory than there is");
    if (dynamic_cast<const std::length_error*>(&e))
        return PL_TR_NOOP("lessons", "a list in it claims an impossible length");
    return TrText("%1", {trText(what)});
}

// What `e` says, as a sentence to translate: a StateError's own, else archiveErrorText's.
inline TrText whyOf(const std::exception& e)
{
    if (const auto* state = dynamic_cast<const StateError*>(&e))
        return state->why;
    return archiveErrorText(e);
}

// The largest element count a state's vector may claim (guards a damaged size field).
inline constexpr std::uint64_t maxStateElements = 1ull << 28;

// The layout of the states this build writes. A session file saved by an older build holds
// states of an older layout (its "version", SessionFile.h); it is read through an
// OlderStateReader that says which, and a serialize function that changed reads the old layout
// when stateFormatOf(ar) is below the version that changed it. History:
//   1, 2  the first layout;
//   3     lennard-jones and lammps-run keep their time averages as BlockedSeries (bounded
//         memory) instead of every sample.
inline constexpr int currentStateFormat = 3;

// A reader of states in an older layout.
class OlderStateReader : public StateReader {
public:
    OlderStateReader(std::istream& stream, int format) : StateReader(stream), m_format(format) {}
    int format() const { return m_format; }

private:
    int m_format;
};

// The layout the archive reads or writes: currentStateFormat, or an OlderStateReader's.
template <class Archive>
int stateFormatOf(Archive& ar)
{
    if constexpr (Archive::is_loading::value) {
        if (const auto* older = dynamic_cast<const OlderStateReader*>(&ar))
            return older->format();
    }
    return currentStateFormat;
}

} // namespace pl

namespace cereal {

// Eigen dense matrices and vectors: rows, columns, then the coefficients in storage order.
template <class Archive, class Scalar, int Rows, int Cols, int Options, int MaxRows, int MaxCols>
void save(Archive& ar, const Eigen::Matrix<Scalar, Rows, Cols, Options, MaxRows, MaxCols>& m)
{
    const std::int64_t rows = m.rows(), cols = m.cols();
    ar(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        ar(m.data()[i]);
}

template <class Archive, class Scalar, int Rows, int Cols, int Options, int MaxRows, int MaxCols>
void load(Archive& ar, Eigen::Matrix<Scalar, Rows, Cols, Options, MaxRows, MaxCols>& m)
{
    std::int64_t rows = 0, cols = 0;
    ar(rows, cols);
    const bool fits = rows >= 0 && cols >= 0 && (Rows == Eigen::Dynamic || rows == Rows) &&
                      (Cols == Eigen::Dynamic || cols == Cols) &&
                      (rows == 0 || static_cast<std::uint64_t>(cols) <=
                                        pl::maxStateElements / static_cast<std::uint64_t>(rows));
    if (!fits)
        throw pl::StateError(PL_TR_NOOP("lessons", "a matrix in the state has an impossible size"));
    m.resize(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        ar(m.data()[i]);
}

// Lists and strings of a state are read in pieces, so that memory follows the bytes that are
// really there. cereal's own readers resize to the count read first: one damaged count (a
// session file, a keyframe) could then ask for gigabytes and fill them with zeros before the
// read fails. These overloads are more specialised than cereal's (the archive is named), so
// they take over for states; the bytes read are the same.
namespace detail {
inline constexpr std::size_t stateReadChunk = std::size_t{1} << 14;  // elements per piece

// Reads a list of `size` elements as readPiece(done, count) calls of at most stateReadChunk
// elements each, `done` the elements read before.
template <class ReadPiece>
void readInPieces(size_type size, ReadPiece readPiece)
{
    for (size_type done = 0; done < size;) {
        const std::size_t chunk =
            static_cast<std::size_t>(std::min<size_type>(size - done, stateReadChunk));
        readPiece(static_cast<std::size_t>(done), chunk);
        done += chunk;
    }
}
} // namespace detail

template <class T, class A>
std::enable_if_t<!std::is_same_v<T, bool>> load(PortableBinaryInputArchive& ar,
                                                  std::vector<T, A>& vector)
{
    size_type size = 0;
    ar(make_size_tag(size));
    vector.clear();
    detail::readInPieces(size, [&](std::size_t done, std::size_t chunk) {
        if constexpr (std::is_arithmetic_v<T>) {
            vector.resize(done + chunk);
            ar(binary_data(vector.data() + done, chunk * sizeof(T)));
        } else {
            for (std::size_t i = 0; i < chunk; ++i)
                ar(vector.emplace_back());
        }
    });
}

template <class T, class A>
void load(PortableBinaryInputArchive& ar, std::deque<T, A>& deque)
{
    size_type size = 0;
    ar(make_size_tag(size));
    deque.clear();
    for (size_type i = 0; i < size; ++i)
        ar(deque.emplace_back());
}

template <class CharT, class Traits, class Alloc>
void load(PortableBinaryInputArchive& ar, std::basic_string<CharT, Traits, Alloc>& str)
{
    size_type size = 0;
    ar(make_size_tag(size));
    str.clear();
    detail::readInPieces(size, [&](std::size_t done, std::size_t chunk) {
        str.resize(done + chunk);
        ar(binary_data(str.data() + done, chunk * sizeof(CharT)));
    });
}

// Standard random engines: their textual state (operator<<), which the standard defines exactly.
template <class Archive, class UIntType, UIntType... Params>
std::string save_minimal(const Archive&, const std::mersenne_twister_engine<UIntType, Params...>& e)
{
    std::ostringstream out;
    out << e;
    return out.str();
}

template <class Archive, class UIntType, UIntType... Params>
void load_minimal(const Archive&, std::mersenne_twister_engine<UIntType, Params...>& e,
                  const std::string& text)
{
    std::istringstream in(text);
    in >> e;
    if (in.fail())
        throw pl::StateError(PL_TR_NOOP("lessons", "a random engine in the state is damaged"));
}

template <class Archive, class T>
std::string save_minimal(const Archive&, const std::normal_distribution<T>& d)
{
    std::ostringstream out;
    out.precision(17);
    out << d;
    return out.str();
}

template <class Archive, class T>
void load_minimal(const Archive&, std::normal_distribution<T>& d, const std::string& text)
{
    std::istringstream in(text);
    in >> d;
    if (in.fail())
        throw pl::StateError(
            PL_TR_NOOP("lessons", "a random distribution in the state is damaged"));
}

} // namespace cereal
